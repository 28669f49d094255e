import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// The athlete profile card and the contact inbox on the built server with the demo content. The
// admin side goes through the API (its screens are not built yet); the visitor side is the page.

let server: E2eServer;
let browser: Browser;
let token: string;

const api = async (method: string, path: string, body?: object, auth = true) => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = String((await api('POST', '/auth/login', server.admin, false)).body.token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('athlete profile and contact, end to end', () => {
  it('shows the demo profile without contacts, then the contact once the admin switches it on', async () => {
    const page = await browser.newPage(PHONE);
    const errors = watchErrors(page);
    await gotoApp(page, `${server.baseUrl}/`);
    const card = page.getByRole('region', { name: 'Athlete profile' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Lincoln High School');
    expect(await card.textContent()).not.toContain('Recruiting contact');

    const profile = (await api('GET', '/content/admin/profile')).body;
    const saved = await api('PUT', '/content/admin/profile', { ...profile, recruitContact: { role: 'parent', name: 'Jordan Hartley', email: 'family@example.com' }, showRecruitContact: true });
    expect(saved.status).toBe(200);
    await page.reload();
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('family@example.com');
    await page.locator('#profile').scrollIntoViewIfNeeded();
    await page.locator('#profile').screenshot({ path: '/tmp/shots-profile.png' });
    await screenshot(page, 'profile-phone', false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor message lands in the admin inbox, counted unread', async () => {
    const sent = await api('POST', '/content/public/contact', { name: 'Coach Rivera', email: 'rivera@college.example.edu', message: 'We would like to talk.' }, false);
    expect(sent.status).toBe(201);
    expect((await api('GET', '/content/admin/messages/unread-count')).body).toEqual({ unread: 1 });
    expect((await api('GET', '/content/admin/messages')).body).toMatchObject({ items: [{ name: 'Coach Rivera', read: false }] });
  });

  it('the admin sees the unread count beside Inbox, reads the message there, and the count goes', async () => {
    const sent = await api('POST', '/content/public/contact', { name: 'Coach Okafor', email: 'okafor@college.example.edu', message: 'Is Owen racing at State?\nWe will be there.' }, false);
    expect(sent.status).toBe(201);
    const unread = Number((await api('GET', '/content/admin/messages/unread-count')).body.unread);
    const page = await browser.newPage(DESKTOP);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/login?next=%2Fadmin`);
      await page.getByLabel('Email').fill(server.admin.email);
      await page.getByLabel('Password').fill(server.admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin$/);
      const menu = page.getByRole('navigation', { name: 'Admin' });
      await expect.poll(() => menu.getByRole('link', { name: `Inbox ${unread} unread` }).count()).toBe(1);
      await menu.getByRole('link', { name: /^Inbox/ }).click();
      const item = page.getByRole('listitem', { name: 'Message from Coach Okafor, unread' });
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.getByText('Is Owen racing at State?').count()).toBe(1);
      await item.getByRole('button', { name: 'Mark read' }).click();
      await expect.poll(() => page.getByRole('listitem', { name: 'Message from Coach Okafor' }).count()).toBe(1);
      const left = unread - 1;
      await expect.poll(() => menu.getByRole('link', { name: left ? `Inbox ${left} unread` : 'Inbox', exact: true }).count()).toBe(1);
      await screenshot(page, 'inbox');
    } finally {
      await page.close();
    }
  });
});
