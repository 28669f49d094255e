import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../src/test/soft-authenticator';
import { DESKTOP, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// Passkeys in a real browser (#45): Chromium's virtual authenticator (the DevTools protocol's
// WebAuthn domain) plays the phone. The admin adds a passkey on /admin/security, signs out, and
// signs in again with the passkey alone: no e-mail, no password typed. The site is opened as
// `localhost` (a passkey needs a host name, not an IP address).

let server: E2eServer;
let browser: Browser;
let site: string;

beforeAll(async () => {
  server = await startServer();
  site = server.baseUrl.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Gives the page a platform authenticator that keeps discoverable passkeys and verifies its user at once. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

describe('passkeys', () => {
  it('are added on /admin/security, then sign in alone: no e-mail typed', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    await addVirtualAuthenticator(page);

    await gotoApp(page, `${site}/admin/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin(\/setup)?$/);

    await gotoApp(page, `${site}/admin/security`);
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByLabel('Name of this device').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = page.getByRole('list', { name: 'Passkeys' });
    await passkeys.getByText('Test laptop').waitFor();
    expect(await passkeys.getByText('On localhost', { exact: false }).count()).toBe(1);
    await screenshot(page, 'security-passkey-added', false);

    // Sign out (this session ends on the server too).
    await page.getByRole('navigation', { name: 'Admin screens' }).getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // The passkey alone.
    await gotoApp(page, `${site}/admin/login`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(/\/admin(\/setup)?$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

    // The security screen shows this session as a passkey's, and the sign-in in the last sign-ins.
    await gotoApp(page, `${site}/admin/security`);
    const sessions = page.getByRole('list', { name: 'Signed-in devices' });
    await sessions.getByText('This device').waitFor();
    expect(await sessions.locator('li', { hasText: 'This device' }).innerText()).toContain('passkey');
    await page.getByText('Signed in with a passkey', { exact: false }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('two-factor codes', () => {
  it('are set up from the QR code screen, then asked for after the password', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    await gotoApp(page, `${site}/admin/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin(\/setup)?$/);

    await gotoApp(page, `${site}/admin/security`);
    await page.getByRole('button', { name: 'Set up two-factor codes' }).click();
    const qr = page.getByRole('img', { name: 'QR code of the two-factor key' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.locator('.security-setup__secret').innerText()).trim();
    await page.getByLabel('Enter the 6-digit code the app shows').fill(totpCodeAt(secret));
    await page.getByRole('button', { name: 'Turn codes on' }).click();
    const codes = page.getByRole('region', { name: 'Your recovery codes' });
    await codes.waitFor();
    expect(await codes.locator('code').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left', { exact: false }).waitFor();

    await page.getByRole('navigation', { name: 'Admin screens' }).getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await gotoApp(page, `${site}/admin/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor code' }).waitFor();
    // The step after the one used to turn codes on: a code is never taken twice.
    await page.getByLabel('Code').fill(totpCodeAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin(\/setup)?$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
