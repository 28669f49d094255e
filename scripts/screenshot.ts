// Takes a screenshot of a page in headless Chromium (/usr/bin/chromium), for looking at what we build.
//   node scripts/screenshot.ts <url> <out.png> [--phone|--desktop] [--full] [--theme fem]
import { chromium } from 'playwright-core';

const [url, out, ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.ts <url> <out.png> [--phone|--desktop] [--full]');
  process.exit(2);
}
const phone = rest.includes('--phone');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'] });
const page = await browser.newPage({ viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 }, deviceScaleFactor: phone ? 2 : 1, isMobile: phone, hasTouch: phone });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: rest.includes('--full') });
await browser.close();
console.log(`saved ${out}`);
