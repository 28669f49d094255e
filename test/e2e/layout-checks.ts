import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// Page checks shared by the browser tests of every screen: controls covered by something else,
// tap targets smaller than a finger, and every axe-core violation.

const axeSource = fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Every axe-core violation of the page as it is now (or only inside the elements `within` matches),
 * whatever its impact (at most three nodes each).
 */
export async function allAxeViolations(page: Page, within?: string): Promise<Array<{ id: string; nodes: string[] }>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(sel ? { include: [sel] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
  }, within);
}

/**
 * The visible controls matched by `selector` whose centre something else covers, where the page
 * shows them: the page is scrolled down in steps and each control is checked once its centre is in
 * the middle band of the screen (above it at the top of the page and below it at the bottom, where
 * controls cannot scroll to the middle). `document.elementFromPoint` at the centre must be
 * the control, inside it, or its label. Hidden copies (aria-hidden) and controls clipped out of a
 * scrolling row are skipped. One check per screenful, not per control, so a long list stays fast.
 */
export async function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (sel) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const out: string[] = [];
    const pending = new Set([...document.querySelectorAll<HTMLElement>(sel)].filter((el) => !el.closest('[aria-hidden="true"], .sr-only') && el.getClientRects().length > 0));
    const check = (el: HTMLElement, top: boolean, bottom: boolean) => {
      // A link that wraps over two lines: the middle of its box may be between the lines.
      const rects = el.getClientRects();
      const r = rects.length > 1 ? rects[0]! : el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return pending.delete(el);
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const band = [top ? 0 : innerHeight * 0.3, bottom ? innerHeight : innerHeight * 0.7];
      if (x < 0 || x > innerWidth || y < band[0]! || y > band[1]!) return false;
      pending.delete(el);
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(hidden|auto|scroll|clip)/.test(s.overflowX + s.overflowY)) {
          const b = p.getBoundingClientRect();
          if (x < b.left || x > b.right || y < b.top || y > b.bottom) return true;
        }
      }
      const hit = document.elementFromPoint(x, y);
      const label = el.closest('label');
      const ok = !!hit && (el === hit || el.contains(hit) || (label !== null && (label === hit || label.contains(hit))) || (el.id !== '' && hit.closest(`label[for="${CSS.escape(el.id)}"]`) !== null));
      if (!ok) out.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" under ${hit ? `${hit.tagName}.${String(hit.className)}` : 'nothing'}`);
      return true;
    };
    const max = () => document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y += Math.round(innerHeight * 0.35)) {
      window.scrollTo(0, Math.min(y, max()));
      await frame();
      for (const el of [...pending]) check(el, y === 0, y >= max());
      if (y >= max() || pending.size === 0) break;
    }
    window.scrollTo(0, 0);
    return out;
  }, selector);
}

/**
 * The visible controls matched by `selector` smaller than `min`×`min` CSS pixels, as "name: w×h".
 * A checkbox or radio is measured by the label that wraps it (the label is what a finger taps);
 * links inside running text are left out (WCAG exempts inline targets).
 */
export async function smallTargets(page: Page, selector: string, min = 44): Promise<string[]> {
  return page.evaluate(
    ({ sel, min: m }) =>
      [...document.querySelectorAll<HTMLElement>(sel)].flatMap((el) => {
        if (el.closest('[aria-hidden="true"], .sr-only') || el.getClientRects().length === 0) return [];
        if (el.tagName === 'A' && el.closest('p, li.prose, .field__hint') && getComputedStyle(el).display === 'inline') return [];
        const input = el as HTMLInputElement;
        const target = el.tagName === 'INPUT' && /^(checkbox|radio)$/.test(input.type) ? (el.closest('label') ?? el) : el.tagName === 'INPUT' && input.type === 'file' ? null : el;
        if (!target) return [];
        const r = target.getBoundingClientRect();
        if (r.width >= m - 0.5 && r.height >= m - 0.5) return [];
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? input.name ?? '').trim().slice(0, 30);
        return [`${el.tagName.toLowerCase()}${input.type ? `[${input.type}]` : ''} "${name}": ${Math.round(r.width)}×${Math.round(r.height)}`];
      }),
    { sel: selector, min },
  );
}

/**
 * The visible controls matched by `selector` that something else covers once each is brought to the
 * middle of the screen, or as near as the page allows (`scrollIntoView`, centred, which also scrolls
 * a sideways strip it is in): `document.elementFromPoint` at its centre must be the control, inside
 * it, or its label. One control at a time, so a sticky bar, a floating button or a fixed header
 * over any of them is found, wherever it is on the page. Hidden copies (aria-hidden) and the skip
 * link (off screen until focused) are skipped.
 */
export async function controlsCoveredAtCentre(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (sel) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const out: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => !el.closest('[aria-hidden="true"], .sr-only, .skip-link') && el.getClientRects().length > 0);
    for (const el of controls) {
      if (!el.isConnected) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      await frame();
      const rects = el.getClientRects();
      // A link that wraps over two lines: the middle of its box may be between the lines.
      const r = rects.length > 1 ? rects[0]! : el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) {
        out.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" cannot be brought on screen`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      const label = el.closest('label');
      const ok = !!hit && (el === hit || el.contains(hit) || (label !== null && (label === hit || label.contains(hit))) || (el.id !== '' && hit.closest(`label[for="${CSS.escape(el.id)}"]`) !== null));
      if (!ok) out.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40)}" under ${hit ? `${hit.tagName}.${String(hit.className)}` : 'nothing'}`);
    }
    // Where the page rests at its end, every control in the lower half of the screen too: what
    // floats or sticks at the bottom of the window must have left the page room for itself (the
    // upper half passes under the fixed top bar, as a page scrolls; each of those was checked above).
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    for (const el of controls) {
      if (!el.isConnected) continue;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width < 1 || r.height < 1 || x < 0 || x > innerWidth || y < innerHeight / 2 || y > innerHeight) continue;
      let clipped = false;
      for (let p = el.parentElement; p && !clipped; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (!/(hidden|auto|scroll|clip)/.test(s.overflowX + s.overflowY)) continue;
        const b = p.getBoundingClientRect();
        clipped = x < b.left || x > b.right || y < b.top || y > b.bottom;
      }
      if (clipped) continue;
      const hit = document.elementFromPoint(x, y);
      const label = el.closest('label');
      const ok = !!hit && (el === hit || el.contains(hit) || (label !== null && (label === hit || label.contains(hit))) || (el.id !== '' && hit.closest(`label[for="${CSS.escape(el.id)}"]`) !== null));
      if (!ok) out.push(`at the end of the page: ${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" under ${hit ? `${hit.tagName}.${String(hit.className)}` : 'nothing'}`);
    }
    window.scrollTo(0, 0);
    return out;
  }, selector);
}
