import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The athlete's social links: fictional handles on the usual platforms. */
export async function seedSocials(db: Kysely<DB>): Promise<void> {
  const count = await db.selectFrom('social_link').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  await db
    .insertInto('social_link')
    .values([
      { platform: 'instagram', name: 'Instagram', handle: '@demo.runner.owen', url: 'https://www.instagram.com/demo.runner.owen/', icon_key: 'instagram', gradient: 'linear-gradient(45deg, #f09433, #dc2743, #bc1888)', rank: 0 },
      { platform: 'strava', name: 'Strava', handle: 'Demo Runner Owen', url: 'https://www.strava.com/athletes/demo-runner-owen', icon_key: 'strava', gradient: 'linear-gradient(135deg, #fc4c02, #ff8a3d)', rank: 1 },
      { platform: 'youtube', name: 'YouTube', handle: '@demorunnerowen', url: 'https://www.youtube.com/@demorunnerowen', icon_key: 'youtube', gradient: 'linear-gradient(135deg, #ff0000, #b20710)', rank: 2 },
      { platform: 'tiktok', name: 'TikTok', handle: '@demo.runner.owen', url: 'https://www.tiktok.com/@demo.runner.owen', icon_key: 'tiktok', gradient: 'linear-gradient(135deg, #25f4ee, #000000, #fe2c55)', rank: 3 },
      { platform: 'custom', name: 'Race results', handle: 'Results archive', url: 'https://example.org/results/owen-hartley', icon_key: 'link', gradient: 'linear-gradient(135deg, #334155, #64748b)', rank: 4 },
    ])
    .execute();
}
