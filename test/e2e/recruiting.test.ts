import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, axeViolations, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// The recruiting conversation, driven as people drive it: a coach on a phone writes from /contact,
// the family finds the message in the inbox, adds the program to the colleges board, moves it
// along and keeps notes on its timeline; with the form switched off, the page says how else to
// reach the family and never contradicts the profile.

let server: E2eServer;
let browser: Browser;
let token: string;

const api = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body ? JSON.stringify(body) : undefined });
  return (await res.json()) as Record<string, unknown>;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const res = await fetch(`${server.baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(server.admin) });
  token = String(((await res.json()) as { token: string }).token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, next = '/admin'): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === next);
}

describe('the recruiting conversation, end to end', () => {
  it('a coach on a phone writes from /contact: what is missing is said, then a confirmation', async () => {
    // bypassCSP: axe is injected as an inline script, which the site's policy refuses.
    const page = await browser.newPage({ ...PHONE, bypassCSP: true });
    const errors = watchErrors(page);
    await gotoApp(page, `${server.baseUrl}/contact`);
    const form = page.getByRole('form', { name: 'Write to the family' });
    await form.waitFor();
    // Send with nothing typed: each missing field says so, the line by the button too, and the
    // first one has the focus.
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect.poll(() => form.getByText('Please enter your name.').count()).toBe(1);
    expect(await form.getByText('Please write a message.').count()).toBe(1);
    expect(await form.getByText(/^Please fix: Your name, Your e-mail, Message\.$/).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await form.getByLabel('Your name').fill('Dana Reyes');
    await form.getByLabel('Your e-mail').fill('dreyes@northridge.example.edu');
    await form.getByLabel('School or program').fill('Northridge State Cross Country');
    await form.getByLabel('Message').fill('Hi Owen, great race at State. Could you send us your spring track schedule?');
    await screenshot(page, 'contact-phone-filled', false);
    // Enter in a field sends the form.
    await form.getByLabel('School or program').press('Enter');
    const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect.poll(() => sent.count()).toBe(1);
    expect(await sent.textContent()).toContain('they will answer at dreyes@northridge.example.edu');
    await screenshot(page, 'contact-phone-sent', false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the family reads it in the inbox, adds the program to the board, moves it and keeps notes', async () => {
    const page = await browser.newPage({ ...DESKTOP, bypassCSP: true });
    const errors = watchErrors(page);
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect.poll(() => menu.getByRole('link', { name: /^Inbox \d+ unread$/ }).count()).toBe(1);
    await menu.getByRole('link', { name: /^Inbox/ }).click();
    const message = page.getByRole('listitem', { name: 'Message from Dana Reyes, unread' });
    await expect.poll(() => message.count()).toBe(1);
    expect(await message.textContent()).toContain('Northridge State Cross Country');

    // The board: a new program with the coach's address.
    await menu.getByRole('link', { name: /^Colleges/ }).click();
    await page.getByRole('button', { name: 'Add a program' }).click();
    const form = page.getByRole('form', { name: 'Add a program' });
    await form.getByLabel('Program').fill('Northridge State University');
    await form.getByLabel('Division').fill('D1');
    await form.getByLabel('Next step').fill('Send the spring schedule');
    await form.getByLabel('By').fill('2026-01-05');
    await form.getByRole('button', { name: 'Add a coach' }).click();
    await form.getByLabel('Name', { exact: true }).fill('Dana Reyes');
    await form.getByLabel('E-mail').fill('DReyes@northridge.example.edu');
    await form.getByRole('button', { name: 'Add the program' }).click();
    // Its page: the coach's message is already on its timeline (matched by address, whatever the case).
    await page.waitForURL(/\/admin\/colleges\/\d+$/);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect.poll(() => timeline.getByText('Message from Dana Reyes').count()).toBe(1);
    expect(await timeline.getByText('Added as Researching').count()).toBe(1);
    expect(await page.getByText(/overdue since/).count()).toBeGreaterThan(0);

    // The family moves it along and notes a call.
    await page.getByLabel('Stage', { exact: true }).selectOption('talking');
    await expect.poll(() => timeline.getByText('Moved to Talking').count()).toBe(1);
    await timeline.getByLabel('What happened').selectOption('call');
    await timeline.getByLabel('What to remember').fill('Coach Reyes called: wants 3200m times in the spring.');
    await timeline.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => timeline.getByText('Coach Reyes called: wants 3200m times in the spring.').count()).toBe(1);
    await screenshot(page, 'college-desktop');

    // Back to the board: the card is in the Talking column; the keyboard moves it one column on.
    await page.goBack();
    await page.waitForURL(/\/admin\/colleges$/);
    const talking = page.getByRole('region', { name: /^Talking/ });
    await expect.poll(() => talking.getByRole('link', { name: 'Northridge State University' }).count()).toBe(1);
    await talking.getByLabel('Stage of Northridge State University').selectOption('visit');
    const visit = page.getByRole('region', { name: /^Visit/ });
    await expect.poll(() => visit.getByRole('link', { name: 'Northridge State University' }).count()).toBe(1);
    await screenshot(page, 'colleges-board-desktop', false);
    // The inbox now says which program the message belongs to.
    await menu.getByRole('link', { name: /^Inbox/ }).click();
    await expect.poll(() => page.getByText('From a coach of Northridge State University').count()).toBe(1);
    // The dashboard lists the follow-up that is due.
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Follow-ups' }).getByRole('link', { name: 'Northridge State University' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the board and a program fit a phone', async () => {
    const page = await browser.newPage(PHONE);
    await signIn(page, '/admin/colleges');
    await page.getByRole('region', { name: /^Researching/ }).waitFor();
    await screenshot(page, 'colleges-board-phone', false);
    await page.getByRole('link', { name: 'Northridge State University' }).first().click();
    await page.getByRole('region', { name: 'Timeline' }).waitFor();
    await screenshot(page, 'college-phone', false);
    // Nothing wider than the screen (the board's columns scroll inside their own strip).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('a coach who came by the program’s link carries its code to the résumé, and the kit notes its e-mail on the program’s timeline', async () => {
    const link = await api('POST', '/content/admin/links', { label: 'Northridge State', code: 'northridge' });
    const colleges = (await (await fetch(`${server.baseUrl}/content/admin/colleges`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; name: string }>;
    const college = colleges.find((c) => c.name === 'Northridge State University');
    expect(college).toBeDefined();
    await api('PUT', `/content/admin/colleges/${college?.id}`, { linkId: link.id });

    // The coach opens the link on a phone, then the résumé from the home page: the code goes along,
    // and the résumé's PDF link keeps it.
    // A browser's own user agent: the headless one is counted as a robot, not a visit.
    const coach = await browser.newPage({ ...PHONE, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' });
    await gotoApp(coach, `${server.baseUrl}/?via=northridge`);
    await coach.locator('a.hero__resume').click();
    await coach.waitForURL((url) => url.pathname === '/resume');
    expect(new URL(coach.url()).searchParams.get('via')).toBe('northridge');
    const hrefs = await coach.evaluate(() => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/resume.pdf?via=northridge');
    await coach.close();

    // The family writes to that program from the e-mail kit: its links carry the code, and copying
    // the e-mail notes it on the program's timeline.
    const context = await browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, '/admin/email-kit');
    await page.getByLabel('Site link').selectOption({ label: 'Northridge State (northridge)' });
    await expect.poll(() => page.getByText('The link of Northridge State University on the colleges board').count()).toBe(1);
    const body = page.getByLabel('E-mail body');
    expect(await body.locator('a[href$="/resume?via=northridge"]').count()).toBe(1);
    expect(await body.locator('a[href$="/resume.pdf?via=northridge"]').count()).toBe(1);
    expect(await body.locator('a[href$="/?via=northridge"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Copy e-mail' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Noted on the timeline of Northridge State University.' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/resume.pdf?via=northridge');

    await page.goto(`${server.baseUrl}/admin/colleges/${college?.id}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect.poll(() => timeline.getByText(/^E-mail from the kit: /).count()).toBe(1);
    // The coach's visit through the link is on the timeline too (one per visitor per day).
    expect(await timeline.getByText(/1 visit/).count()).toBeGreaterThan(0);
    // The program's own résumé, whose QR code and PDF carry its link.
    expect(await page.getByRole('link', { name: 'Open its résumé' }).getAttribute('href')).toBe('/resume?via=northridge');
    expect(await page.getByRole('link', { name: 'PDF to print or attach' }).getAttribute('href')).toBe('/resume.pdf?via=northridge');
    await screenshot(page, 'college-with-link-desktop', false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the form off there is no form, and the page says what the profile publishes, without contradiction', async () => {
    const profile = await api('GET', '/content/admin/profile');
    await api('PUT', '/content/admin/profile', { ...profile, updatedAt: undefined, contactFormEnabled: false, showRecruitContact: false });
    const page = await browser.newPage(PHONE);
    await gotoApp(page, `${server.baseUrl}/contact`);
    await page.getByRole('heading', { name: 'College coaches and recruiters' }).waitFor();
    expect(await page.getByRole('form', { name: 'Write to the family' }).count()).toBe(0);
    expect(await page.getByText(/publishes no personal phone number, e-mail/).count()).toBe(1);

    // The family publishes its recruiting contact: the page shows it and no longer says it has none.
    await api('PUT', '/content/admin/profile', { ...profile, updatedAt: undefined, contactFormEnabled: false, recruitContact: { role: 'parent', name: 'Jordan Hartley', email: 'family@example.com' }, showRecruitContact: true });
    await page.reload();
    const direct = page.getByRole('region', { name: 'Reach the family directly' });
    await direct.waitFor();
    expect(await direct.getByRole('link', { name: 'family@example.com' }).count()).toBe(1);
    expect(await page.getByText(/publishes no personal phone number, e-mail/).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Write to the family' }).count()).toBe(0);
    await screenshot(page, 'contact-phone-direct', false);
    // Back as it was for the other files: the form open, no contact published.
    await api('PUT', '/content/admin/profile', { ...profile, updatedAt: undefined });
    await page.close();
  });
});
