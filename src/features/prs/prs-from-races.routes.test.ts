import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The PRs follow the races: the public list and the résumé show, per event, the best of the
// published races and of the PRs entered by hand, as soon as a race is added, edited or deleted.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  await t.call({ method: 'PUT', url: '/content/admin/settings', token, payload: { heroTitle: 'Maya Lindqvist' } });
});
afterAll(() => t.close());

type PublicPr = { id: number; distance: string; timeStr: string; source: string; raceId?: number; race?: { title: string } };
const publicPrs = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/content/public/prs', tenant })).json<PublicPr[]>();
const resume = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/resume', tenant })).body;
const addRace = async (payload: object, tenant = 'default') => (await t.call({ method: 'POST', url: '/content/admin/races', tenant, token: await t.login(tenant), payload: { place: 'Lincoln HS', ...payload } })).json<{ id: number }>();

describe('PRs from races', () => {
  it('a faster race changes the public PR and the résumé at once; deleting it restores the previous PR', async () => {
    const typed = (await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { distance: '3200m', timeMs: 641_500, date: '2026-03-28', featured: true } })).json<{ id: number }>();
    expect((await publicPrs()).map((p) => [p.distance, p.timeStr, p.source])).toEqual([['3200m', '10:41.50', 'entered']]);
    expect(await resume()).toContain('10:41.50');

    const race = await addRace({ title: 'Spring Invitational', distance: '3200m', date: '2026-04-18', timeMs: 630_000, position: 1, fieldSize: 22 });
    const [pr] = await publicPrs();
    // The same PR (its id and featured flag), now held by the race.
    expect(pr).toMatchObject({ id: typed.id, distance: '3200m', timeStr: '10:30', source: 'race', raceId: race.id, featured: true, race: { title: 'Spring Invitational' } });
    const page = await resume();
    expect(page).toContain('10:30');
    expect(page).not.toContain('10:41.50');
    // The admin sees that the PR typed by hand is not shown, and which race is better.
    const [row] = (await t.call({ method: 'GET', url: '/content/admin/prs', token })).json<Array<{ shown: boolean; heldBy?: object }>>();
    expect(row).toMatchObject({ shown: false, heldBy: { raceId: race.id, title: 'Spring Invitational', timeStr: '10:30' } });

    // An edit of the race moves the PR too.
    await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { timeMs: 629_000 } });
    expect((await publicPrs())[0]!.timeStr).toBe('10:29');

    await t.call({ method: 'DELETE', url: `/content/admin/races/${race.id}`, token });
    expect((await publicPrs()).map((p) => [p.id, p.timeStr, p.source])).toEqual([[typed.id, '10:41.50', 'entered']]);
    expect(await resume()).toContain('10:41.50');
  });

  it('a PR entered by hand slower than a race does not show; an event only races made has its PR too', async () => {
    await t.login('other');
    const race = await addRace({ title: 'League Finals', distance: '1600m', date: '2026-05-09', timeMs: 292_800 }, 'other');
    await t.call({ method: 'POST', url: '/content/admin/prs', tenant: 'other', token: await t.login('other'), payload: { distance: '1600m', timeMs: 298_200, date: '2026-04-04' } });
    const xc = await addRace({ title: 'State XC', distance: '5K XC', date: '2026-11-07', timeMs: 938_200 }, 'other');
    const list = await publicPrs('other');
    expect(list.map((p) => [p.distance, p.timeStr, p.raceId])).toEqual([
      ['1600m', '4:52.80', race.id],
      ['5K XC', '15:38.20', xc.id],
    ]);
    expect(list[1]!.id).toBe(-xc.id);
    const page = await resume('other');
    expect(page).not.toContain('4:58.20');
    expect(page).toContain('15:38.20');
    // Unpublished, the race makes no PR.
    await t.call({ method: 'PUT', url: `/content/admin/races/${xc.id}`, tenant: 'other', token: await t.login('other'), payload: { published: false } });
    expect((await publicPrs('other')).map((p) => p.distance)).toEqual(['1600m']);
  });
});
