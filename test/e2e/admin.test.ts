import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// The admin back office and the coach invite, end to end on the demo data: each test signs in once
// (the token stays in the context's storage) and checks what the public side then shows.

let server: E2eServer;
let browser: Browser;
let admin: BrowserContext;

/** Signs in through the login page (the guard sends /admin there with `next`). */
async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin`);
  await page.waitForURL(/\/admin\/login\?next=%2Fadmin/);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
}

/** A public API answer, read as a visitor would. */
async function publicJson<T>(path: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}ts=${Date.now()}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Waits for a success notice containing `text`; answers its whole text. */
async function expectNotice(page: Page, text: string): Promise<string> {
  const notice = page.getByRole('status').filter({ hasText: text });
  await expect.poll(() => notice.count()).toBeGreaterThan(0);
  return (await notice.first().textContent()) ?? '';
}

/** A local date `days` from today as YYYY-MM-DD. */
function localDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await browser.newContext(DESKTOP);
  const page = await admin.newPage();
  await signIn(page);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.close();
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

/** Runs a test on a fresh page of the signed-in context; a screenshot is kept when it fails. */
async function onAdminPage(name: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await admin.newPage();
  const errors = watchErrors(page);
  try {
    await run(page);
    expect(errors).toEqual([]);
  } catch (err) {
    await screenshot(page, `admin-${name}-failure`).catch(() => undefined);
    throw err;
  } finally {
    await page.close();
  }
}

describe('admin back office, end to end', () => {
  it('settings: a saved title shows on the home page; reset asks first and restores the defaults', async () => {
    await onAdminPage('settings', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/settings`);
      const title = page.getByLabel('Hero title');
      await expect.poll(() => title.count()).toBe(1);
      await title.fill('E2E Runner');
      await page.getByLabel('PRs', { exact: true }).fill('Fastest Times');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectNotice(page, 'Saved ✅');

      await gotoApp(page, `${server.baseUrl}/`);
      await expect.poll(() => page.getByRole('link', { name: 'E2E Runner' }).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('heading', { name: 'Fastest Times' }).count()).toBe(1);

      await gotoApp(page, `${server.baseUrl}/admin/settings`);
      await expect.poll(() => page.getByLabel('Hero title').inputValue()).toBe('E2E Runner');
      await page.getByRole('button', { name: 'Reset to defaults' }).click();
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByLabel('Hero title').inputValue()).toBe('E2E Runner');
      await page.getByRole('button', { name: 'Reset to defaults' }).click();
      await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
      await expectNotice(page, 'Reset complete.');
      expect(await page.getByLabel('Hero title').inputValue()).toBe('Athlete.Site');
      expect((await publicJson<{ heroTitle: string }>('/content/public/settings')).heroTitle).toBe('Athlete.Site');
    });
  });

  it('settings and training: what was typed comes back after a reload until it is saved or discarded', async () => {
    await onAdminPage('drafts', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/settings`);
      const subtitle = page.getByLabel('Hero subtitle');
      await expect.poll(() => subtitle.count()).toBe(1);
      const before = await subtitle.inputValue();
      await subtitle.fill('Typed, never saved');
      await page.reload();
      await expect.poll(() => page.getByLabel('Hero subtitle').inputValue()).toBe('Typed, never saved');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Discard changes' }).click();
      expect(await page.getByLabel('Hero subtitle').inputValue()).toBe(before);
      await page.reload();
      await expect.poll(() => page.getByLabel('Hero subtitle').inputValue()).toBe(before);

      await gotoApp(page, `${server.baseUrl}/admin/training-profile`);
      const weekly = page.getByLabel('Weekly volume');
      await expect.poll(() => weekly.count()).toBe(1);
      await weekly.fill('61 km, typed only');
      await page.reload();
      await expect.poll(() => page.getByLabel('Weekly volume').inputValue()).toBe('61 km, typed only');
    });
  });

  it('cheers: publishing a pending cheer makes it public', async () => {
    await onAdminPage('cheers', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/cheers`);
      await page.getByRole('button', { name: /^Pending/ }).click();
      const pending = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Publish', exact: true }) }).first();
      await expect.poll(() => pending.count()).toBe(1);
      const message = (await pending.locator('.cheer__message').textContent())!.trim();
      const before = await publicJson<Array<{ message: string }>>('/content/public/cheers?take=200');
      expect(before.some((c) => c.message === message)).toBe(false);

      await pending.getByRole('button', { name: 'Publish', exact: true }).click();
      await expectNotice(page, 'Published ✅');
      await expect.poll(async () => (await publicJson<Array<{ message: string }>>('/content/public/cheers?take=200')).some((c) => c.message === message)).toBe(true);

      // A reply is saved, and delete asks first.
      await page.getByRole('button', { name: /^All/ }).click();
      const item = page.getByRole('listitem').filter({ hasText: message });
      await item.getByLabel('Reply').fill('Thank you!');
      await item.getByRole('button', { name: 'Save reply' }).click();
      await expectNotice(page, 'Reply saved ✅');
      await item.getByRole('button', { name: /^Delete the cheer/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByRole('listitem').filter({ hasText: message }).count()).toBe(0);
    });
  });

  it('upcoming: an added race appears publicly; edit splits eventAt back into date and time', async () => {
    await onAdminPage('upcoming', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/upcoming`);
      const form = page.getByRole('form', { name: 'New upcoming race' });
      await form.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please fill in Title, Date, Time, and Location.');
      await form.getByLabel('Title').fill('  E2E Invitational  ');
      await form.getByLabel('Date').fill(localDate(1));
      await form.getByLabel('Time').fill('07:45');
      await form.getByLabel('Location').fill('Test Park');
      await form.getByRole('button', { name: 'Add' }).click();
      await expectNotice(page, 'Saved ✅');

      const races = await publicJson<Array<{ title: string; eventAt: string }>>('/content/public/upcoming?take=50');
      const race = races.find((r) => r.title === 'E2E Invitational');
      expect(race).toBeDefined();
      const [y, m, d] = localDate(1).split('-').map(Number) as [number, number, number];
      expect(race!.eventAt).toBe(new Date(y, m - 1, d, 7, 45).toISOString());

      await page.getByRole('button', { name: 'Edit E2E Invitational' }).click();
      const edit = page.getByRole('form', { name: 'Edit upcoming race' });
      expect(await edit.getByLabel('Date').inputValue()).toBe(localDate(1));
      expect(await edit.getByLabel('Time').inputValue()).toBe('07:45');
      await edit.getByLabel('Time').fill('08:15');
      await edit.getByRole('button', { name: 'Update' }).click();
      await expectNotice(page, 'Saved ✅');
      await expect
        .poll(async () => (await publicJson<Array<{ title: string; eventAt: string }>>('/content/public/upcoming?take=50')).find((r) => r.title === 'E2E Invitational')?.eventAt)
        .toBe(new Date(y, m - 1, d, 8, 15).toISOString());

      await page.getByRole('button', { name: 'Delete E2E Invitational' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByText('E2E Invitational').count()).toBe(0);
    });
  });

  it('team: moving a member and saving the order changes the public order', async () => {
    await onAdminPage('team', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/team`);
      const save = page.getByRole('button', { name: 'Save Current Order' });
      await expect.poll(() => save.count()).toBe(1);
      expect(await save.isDisabled()).toBe(true);
      const team = await publicJson<Array<{ firstName: string; lastName: string }>>('/content/public/team-members');
      expect(team.length).toBeGreaterThan(1);
      const [first, second] = team as [{ firstName: string; lastName: string }, { firstName: string; lastName: string }];
      await page.getByRole('button', { name: `Move ${second.firstName} ${second.lastName} up` }).click();
      await save.click();
      await expectNotice(page, 'Order saved ✅');
      const after = await publicJson<Array<{ firstName: string }>>('/content/public/team-members');
      expect(after.slice(0, 2).map((m) => m.firstName)).toEqual([second.firstName, first.firstName]);

      // The edit panel refuses a member without a portrait, with the message.
      await page.getByRole('button', { name: 'New Member' }).click();
      const panel = page.getByRole('form', { name: 'New member' });
      await panel.getByLabel('First name').fill('Robin');
      await panel.getByLabel('Last name').fill('Vale');
      await panel.getByRole('button', { name: 'Add member' }).click();
      await expect.poll(() => panel.getByText('Portrait is required. Please upload a portrait image.').count()).toBeGreaterThan(0);
    });
  });

  it('socials: the list is saved as one batch; an entry without an http(s) link is dropped and said so', async () => {
    await onAdminPage('socials', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/socials`);
      const editRows = page.locator('li.edit-row');
      await expect.poll(() => editRows.count()).toBeGreaterThan(0);
      const rows = await editRows.count();
      const publicBefore = (await publicJson<unknown[]>('/content/public/socials')).length;
      await page.getByRole('button', { name: '+ Add a link' }).click();
      const added = editRows.nth(rows);
      await added.getByLabel('Platform').selectOption('x');
      await added.getByLabel('Handle').fill('@e2e');
      await added.getByLabel('URL').fill('https://x.example.com/e2e');
      await page.getByRole('button', { name: '+ Add a link' }).click();
      const bad = editRows.nth(rows + 1);
      await bad.getByLabel('URL').fill('javascript:alert(1)');
      await expect.poll(() => bad.getByText('Only http(s) links are saved: this entry will be dropped.').count()).toBe(1);
      // Move the new link to the top.
      for (let i = rows + 1; i > 1; i--) await page.getByRole('button', { name: `Move Link ${i} up` }).click();
      await page.getByRole('button', { name: 'Save social links' }).click();
      expect(await expectNotice(page, 'Social links saved ✅')).toContain('dropped');
      const links = await publicJson<Array<{ url: string; platform: string }>>('/content/public/socials');
      expect(links[0]).toMatchObject({ url: 'https://x.example.com/e2e', platform: 'x' });
      expect(links.some((l) => l.url.startsWith('javascript'))).toBe(false);
      expect(links).toHaveLength(publicBefore + 1);
    });
  });

  it('socials on a phone: a link added, moved and another removed, saved with the dropped one reported; the order is kept after a reload; Undo forgets an edit', async () => {
    const phone = await browser.newContext({ ...PHONE, storageState: await admin.storageState() });
    const page = await phone.newPage();
    const errors = watchErrors(page);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/socials`);
      const editRows = page.locator('li.edit-row');
      await expect.poll(() => editRows.count()).toBeGreaterThan(1);
      const urls = async () => {
        const out: string[] = [];
        for (let i = 0; i < (await editRows.count()); i++) out.push(await editRows.nth(i).getByLabel('URL').inputValue());
        return out;
      };
      const status = page.locator('.sticky-actions > .muted');
      const initial = await urls();
      const n = initial.length;

      await page.getByRole('button', { name: '+ Add a link' }).tap();
      await editRows.nth(n).getByLabel('Platform').selectOption('strava');
      await editRows.nth(n).getByLabel('URL').fill('https://www.strava.com/athletes/phone-e2e');
      await page.getByRole('button', { name: '+ Add a link' }).tap();
      await editRows.nth(n + 1).getByLabel('URL').fill('not a link');
      await expect.poll(() => editRows.nth(n + 1).getByText('Only http(s) links are saved: this entry will be dropped.').count()).toBe(1);
      expect(await status.textContent()).toBe('1 entry has no http(s) link and will be dropped.');
      // The Strava link goes up one place, then the first link is removed.
      await page.getByRole('button', { name: `Move Link ${n + 1} up` }).tap();
      await page.getByRole('button', { name: 'Remove Link 1' }).tap();
      const kept = [...initial.slice(1, n - 1), 'https://www.strava.com/athletes/phone-e2e', initial[n - 1]!];
      expect(await urls()).toEqual([...kept, 'not a link']);
      await screenshot(page, 'admin-socials-phone-edited');

      await page.getByRole('button', { name: 'Save social links' }).tap();
      expect(await expectNotice(page, 'Social links saved ✅')).toContain('1 entry without an http(s) link was dropped (');
      await expect.poll(() => status.textContent()).toBe('All changes saved');
      expect(await urls()).toEqual(kept);

      await page.reload();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      await expect.poll(() => editRows.count()).toBe(kept.length);
      expect(await urls()).toEqual(kept);

      // An edit, undone: the saved link comes back and stays after a reload (no draft left over).
      await editRows.nth(0).getByLabel('URL').fill('https://example.com/undone');
      expect(await status.textContent()).toBe('Unsaved changes');
      await page.getByRole('button', { name: 'Undo' }).tap();
      await expect.poll(() => editRows.nth(0).getByLabel('URL').inputValue()).toBe(kept[0]);
      expect(await status.textContent()).toBe('All changes saved');
      await page.reload();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      await expect.poll(() => editRows.count()).toBe(kept.length);
      expect(await urls()).toEqual(kept);
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, 'admin-socials-phone-failure').catch(() => undefined);
      throw err;
    } finally {
      await phone.close();
    }
  });

  it('coach invite: link generated, form filled by the coach with a photo, draft reviewed and published', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
    await onAdminPage('coach', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/coach`);
      const invite = page.getByRole('form', { name: 'Invite a coach' });
      await invite.getByRole('button', { name: 'Create invite link' }).click();
      await expect.poll(() => invite.getByText('Coach name and e-mail are required.').count()).toBeGreaterThan(0);
      await invite.getByLabel('Coach name').fill('Coach Riley E2E');
      await invite.getByLabel('Coach e-mail').fill('riley@example.org');
      await invite.getByRole('button', { name: 'Create invite link' }).click();
      const linkBox = invite.getByLabel('Invite link');
      await expect.poll(() => linkBox.inputValue()).toMatch(/\/coach\/invite\/\S+$/);
      const link = await linkBox.inputValue();

      // The coach, in a browser of their own (no admin token).
      const coach = await browser.newContext(DESKTOP);
      const coachPage = await coach.newPage();
      const coachErrors = watchErrors(coachPage);
      try {
        await gotoApp(coachPage, link);
        await expect.poll(() => coachPage.getByRole('heading', { name: 'Hello Coach Riley E2E!' }).count()).toBe(1);
        const submit = coachPage.getByRole('button', { name: 'Submit my note' });
        expect(await submit.isDisabled()).toBe(true);
        expect(await coachPage.getByLabel('Your name').inputValue()).toBe('Coach Riley E2E');
        await coachPage.getByLabel('Headline').fill('  Steady, brave and coachable. The best listener on the team.  ');
        await coachPage.getByLabel('How does the athlete train? What stands out in their work ethic?').fill('Never skips the cool-down.');
        await coachPage.getByLabel('Contact (optional)').fill('club office');
        await coachPage.getByLabel('I agree my answers and photo may be used on this public website.').check();
        await expect.poll(() => coachPage.getByText('Please upload your photo before submitting.').count()).toBe(1);
        expect(await submit.isDisabled()).toBe(true);
        await coachPage.locator('input[type="file"]').setInputFiles({ name: 'coach.png', mimeType: 'image/png', buffer: photo });
        await expect.poll(() => coachPage.getByRole('img', { name: 'Photo: current image' }).count()).toBe(1);
        await expect.poll(() => submit.isDisabled()).toBe(false);
        await submit.click();
        await expect.poll(() => coachPage.getByRole('status').textContent()).toContain('Thanks! Your note has been submitted for review.');
        await coachPage.waitForURL(`${server.baseUrl}/`, { timeout: 10_000 });
        expect(coachErrors).toEqual([]);
      } finally {
        await coach.close();
      }

      // Back in the admin: the draft waits for review, with the coach's answers.
      await page.reload();
      // The invite reads as answered, and the used link thanks the coach instead of saying "invalid".
      const row = page.getByRole('listitem', { name: 'Invite for Coach Riley E2E' });
      await expect.poll(() => row.getByText('Answered', { exact: true }).count()).toBe(1);
      expect(await row.getByRole('button', { name: /^Copy link/ }).count()).toBe(0);
      const again = await browser.newPage();
      try {
        await gotoApp(again, link);
        await expect.poll(() => again.getByRole('heading', { name: 'Thank you' }).count()).toBe(1);
        await expect.poll(() => again.getByRole('status').textContent()).toContain('We received your note.');
      } finally {
        await again.close();
      }
      const note = page.getByRole('listitem', { name: 'Note by Coach Riley E2E' });
      await expect.poll(() => note.count()).toBe(1);
      await expect.poll(() => note.getByText('Draft', { exact: true }).count()).toBe(1);
      await expect.poll(() => note.getByText('Never skips the cool-down.').count()).toBe(1);
      expect(await note.getByText('Steady, brave and coachable. The best listener on the team.').count()).toBe(1);

      // Start its article from the answers, save it, then publish it.
      await note.getByRole('button', { name: 'Edit the note by Coach Riley E2E' }).click();
      const editor = page.getByRole('form', { name: 'Edit the note by Coach Riley E2E' });
      await editor.getByRole('button', { name: /Start the article from the coach/ }).click();
      await expect.poll(() => editor.getByRole('textbox', { name: 'Article', exact: true }).locator('h3').count()).toBe(1);
      await editor.getByRole('button', { name: 'Save note' }).click();
      await expectNotice(page, 'Saved ✅');
      await page.getByRole('button', { name: 'Publish the note by Coach Riley E2E' }).click();
      await expectNotice(page, 'Published ✅');
      await expect
        .poll(async () => (await publicJson<Array<{ author: string; active: boolean }>>('/content/public/coach-notes')).some((n) => n.author === 'Coach Riley E2E' && n.active))
        .toBe(true);
    });
  });


  it('coach invites: the link stays in the list after a reload, and a withdrawn link tells the coach so', async () => {
    await onAdminPage('coach-withdraw', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/coach`);
      const invite = page.getByRole('form', { name: 'Invite a coach' });
      await invite.getByLabel('Coach name').fill('Coach Withdrawn E2E');
      await invite.getByLabel('Coach e-mail').fill('withdrawn@example.org');
      await invite.getByRole('button', { name: 'Create invite link' }).click();
      const link = await (async () => {
        const box = invite.getByLabel('Invite link');
        await expect.poll(() => box.inputValue()).toMatch(/\/coach\/invite\/\S+$/);
        return box.inputValue();
      })();

      await page.reload();
      const row = page.getByRole('listitem', { name: 'Invite for Coach Withdrawn E2E' });
      await expect.poll(() => row.getByText('Waiting', { exact: true }).count()).toBe(1);
      const mail = await row.getByRole('link', { name: 'E-mail the invite to Coach Withdrawn E2E' }).getAttribute('href');
      expect(mail).toMatch(/^mailto:withdrawn%40example\.org\?subject=/);
      expect(decodeURIComponent(mail!)).toContain(link);

      await row.getByRole('button', { name: 'Withdraw the invite for Coach Withdrawn E2E' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
      await expectNotice(page, 'Invite for Coach Withdrawn E2E withdrawn.');
      await expect.poll(() => row.getByText('Withdrawn', { exact: true }).count()).toBe(1);

      const coach = await browser.newPage();
      try {
        await gotoApp(coach, link);
        await expect.poll(() => coach.getByRole('heading', { name: 'Invite withdrawn' }).count()).toBe(1);
      } finally {
        await coach.close();
      }
    });
  });
  it('press: a row toggled to draft leaves the public list; bulk approve brings it back; rank and tag are edited in place', async () => {
    await onAdminPage('press', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/press`);
      const firstRow = page.locator('tbody tr').first();
      await expect.poll(() => firstRow.count()).toBe(1);
      const title = (await firstRow.locator('.row-title').textContent())!.trim();
      const isPublic = async () => (await publicJson<Array<{ title: string }>>('/content/public/press?take=200')).some((p) => p.title === title);
      expect(await isPublic()).toBe(true);

      await firstRow.getByRole('button', { name: `Approved: ${title}` }).click();
      await expect.poll(() => firstRow.getByRole('button', { name: `Approved: ${title}` }).getAttribute('aria-pressed')).toBe('false');
      await expect.poll(isPublic).toBe(false);

      await firstRow.getByRole('checkbox', { name: `Select ${title}` }).check();
      await page.getByRole('button', { name: 'Approve selected', exact: true }).click();
      await expectNotice(page, 'Approved: 1 article.');
      await expect.poll(isPublic).toBe(true);

      const tag = firstRow.getByRole('textbox', { name: `Tag of ${title}` });
      await tag.fill('Profile');
      await tag.press('Enter');
      const rank = firstRow.getByRole('textbox', { name: `Rank of ${title}` });
      await rank.fill('x');
      await rank.press('Enter');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Rank update failed' }).count()).toBe(1);
      await rank.fill('3');
      await rank.press('Enter');
      await expect
        .poll(async () => (await publicJson<Array<{ title: string; tag?: string }>>('/content/public/press?take=200')).find((p) => p.title === title)?.tag)
        .toBe('Profile');

      // The import checks the URL before asking the server.
      const importForm = page.getByRole('form', { name: 'Import an article' });
      await importForm.getByLabel('Article URL').fill('not a url');
      await importForm.getByRole('button', { name: 'Preview' }).click();
      await expect.poll(() => page.getByText('Please paste a valid http(s) article URL.').count()).toBe(1);
    });
  });

  it('universities, followed athletes and the training prompt', async () => {
    await admin.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await onAdminPage('more', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/universities`);
      await page.getByRole('button', { name: 'Add university' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Name and logo are required.' }).count()).toBeGreaterThan(0);

      await gotoApp(page, `${server.baseUrl}/admin/followed`);
      const create = page.getByRole('form', { name: 'New athlete' });
      await create.getByRole('button', { name: 'Create athlete' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Name and current school are required.' }).count()).toBeGreaterThan(0);
      await create.getByLabel('First name').fill('Noa');
      await create.getByLabel('Last name').fill('Berg');
      await create.getByLabel('Current school').fill('Lakeside High');
      await create.getByLabel('State', { exact: true }).fill('WA');
      await create.getByLabel('Remote image URLs').fill('ftp://example.com/a.jpg');
      await create.getByRole('button', { name: 'Create athlete' }).click();
      await expect.poll(() => create.getByText('Please provide a valid http(s) URL.').count()).toBe(1);
      await create.getByLabel('Remote image URLs').fill('');
      await create.getByRole('button', { name: 'Create athlete' }).click();
      await expectNotice(page, 'Athlete created ✅');
      await expect.poll(() => page.getByRole('listitem', { name: 'Noa Berg' }).count()).toBe(1);
      expect(await create.getByLabel('First name').inputValue()).toBe('');
      await page.getByRole('searchbox', { name: 'Search athletes' }).fill('Noa');
      await page.getByRole('searchbox', { name: 'Search athletes' }).press('Enter');
      await expect.poll(() => page.locator('.admin-card').count()).toBe(1);

      await gotoApp(page, `${server.baseUrl}/admin/training-profile`);
      await page.getByRole('button', { name: /Step 2/ }).click();
      await page.getByLabel('The toughest session').fill('Six hill repeats, jog down.');
      await page.getByRole('button', { name: /Step 3/ }).click();
      await page.getByRole('button', { name: 'Generate a prompt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Article prompt' });
      expect(await dialog.getByLabel('Prompt text').inputValue()).toContain('Six hill repeats, jog down.');
      await dialog.getByRole('button', { name: 'Copy prompt' }).click();
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Prompt copied to clipboard ✅');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('400 to 700 words');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectNotice(page, 'Saved ✅');
      expect((await publicJson<{ toughest: string }>('/content/public/training-profile')).toughest).toBe('Six hill repeats, jog down.');
    });
  });

  it('shows the invite page error for an unknown link', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoApp(page, `${server.baseUrl}/coach/invite/not-a-real-token`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Error: /);
    await page.close();
  });
});
