import { describe, expect, it } from 'vitest';
import { ADMIN_GROUPS, adminPath, loadAdminArea } from './admin-area';

// The admin's screens come from the features' admin parts: their ids (the URLs links, bookmarks and
// tests use), the menu's parts and order, the dashboard's tiles and badges are as they were when one
// list in the admin held them.

describe('the admin area from the features’ admin parts', () => {
  it('lists every screen at its URL, in the menu and on the dashboard by part and in order', async () => {
    const area = await loadAdminArea();
    const menu = Object.fromEntries(ADMIN_GROUPS.map((g) => [g.id, area.screens.filter((s) => s.group === g.id && s.menu).map((s) => s.id)]));
    expect(menu).toEqual({
      site: ['notifications', 'settings', 'profile', 'socials', 'team', 'security', 'audit', 'email'],
      results: ['prs', 'courses', 'import', 'upcoming', 'training-profile'],
      recruiting: ['colleges', 'coach', 'inbox', 'links', 'email-kit', 'universities'],
      community: ['press', 'followed', 'cheers', 'followers'],
    });
    // Every screen in the menu has a tile; the two reached only by their address have neither.
    expect(area.screens.filter((s) => s.tile).map((s) => s.id)).toEqual(area.screens.filter((s) => s.menu).map((s) => s.id));
    expect(area.screens.filter((s) => !s.menu).map((s) => s.id)).toEqual(['setup', 'trainings']);
    expect(area.screens.filter((s) => s.badge).map((s) => s.id)).toEqual(['notifications', 'colleges', 'coach', 'inbox']);
    expect(new Set(area.screens.map((s) => adminPath(s.id))).size).toBe(area.screens.length);
    // The publish state first, the setup's card, and the colleges board's follow-ups.
    expect(area.cards.map((c) => c.name)).toEqual(['PublishCard', 'SetupCard', 'FollowUpsCard']);
  });

  it('names each screen and tile in the admin’s language', async () => {
    const area = await loadAdminArea();
    const courses = area.screens.find((s) => s.id === 'courses')!;
    expect([courses.label(), courses.tile?.()]).toEqual(['Races', 'Results and race reports']);
    const inbox = area.screens.find((s) => s.id === 'inbox')!;
    expect([inbox.badge?.label(1), inbox.badge?.label(2)]).toEqual(['1 unread', '2 unread']);
  });
});
