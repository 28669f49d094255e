import type { Kysely } from 'kysely';
import { openTenantDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { addAdmin, listAdminEmails } from '../features/auth';
import { createTenant } from '../tenants/tenant-admin';
import { mediaRoot } from '../media/paths';
import { dataPaths, readTenantRecords } from '../tenants/tenant-store';
import { seedCoach } from './demo-coach';
import { seedDemoMedia, type DemoMediaResult } from './demo-media';
import { seedFollowed } from './demo-followed';
import { seedLinks } from './demo-links';
import { seedProfile } from './demo-profile';
import { seedRacesAndPrs } from './demo-races';
import { seedCheers, seedPress, seedSettings, seedUniversities } from './demo-site';
import { seedSocials } from './demo-socials';
import { seedTeam } from './demo-team';
import { seedTraining } from './demo-training';
import { seedUpcoming } from './demo-upcoming';

/** The demo admin's e-mail: a reserved domain, no real contact details on a minor's site. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** What `demo` did. */
export interface DemoResult {
  createdTenant: boolean;
  seeded: boolean;
  admin?: { email: string; password: string };
  existingAdmins: string[];
  /** The pictures and hero clip made this time (none when the site already had media). */
  media?: DemoMediaResult;
}

/** A part of the demo content; each fills its own tables when they are empty. */
export type DemoSeeder = (db: Kysely<DB>, today: Date) => Promise<void>;

/** Every demo seeder, in order (races before PRs, which link to them). */
export const demoSeeders: DemoSeeder[] = [
  seedRacesAndPrs,
  seedSettings,
  seedPress,
  seedCheers,
  seedUniversities,
  seedUpcoming,
  seedFollowed,
  seedSocials,
  seedTeam,
  seedCoach,
  seedTraining,
  seedProfile,
  seedLinks,
];

/**
 * Creates the `default` tenant with realistic demo content (pictures and a hero clip drawn by the
 * program, see demo-media.ts) and an admin login, if missing.
 * Run again, it changes nothing that exists: the password is printed only when it is created.
 * `media: false` leaves the built-in placeholder pictures (tests of the texts need no drawing).
 */
export async function runDemo(dataDir: string, today = new Date(), options: { media?: boolean } = {}): Promise<DemoResult> {
  const exists = readTenantRecords(dataDir).some((t) => t.id === 'default');
  if (!exists) await createTenant(dataDir, 'default');
  const handle = await openTenantDatabase(dataPaths(dataDir).databaseFile('default'), { create: false });
  let existingAdmins: string[];
  let seeded = false;
  let media: DemoMediaResult | undefined;
  try {
    const before = await handle.db.selectFrom('race').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(before.n) === 0) seeded = true;
    for (const seed of demoSeeders) await seed(handle.db, today);
    if (options.media !== false) media = await seedDemoMedia(handle.db, mediaRoot(dataDir, 'default'));
    existingAdmins = await listAdminEmails(handle.db);
  } finally {
    await handle.close();
  }
  if (existingAdmins.length) return { createdTenant: !exists, seeded, existingAdmins, media };
  const admin = await addAdmin(dataDir, 'default', DEMO_ADMIN_EMAIL);
  return { createdTenant: !exists, seeded, admin: { email: admin.email, password: admin.password }, existingAdmins: [], media };
}
