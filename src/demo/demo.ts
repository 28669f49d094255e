import { openTenantDatabase } from '../db/database';
import { FEATURES } from '../features';
import { addAdmin, listAdminEmails } from '../features/auth';
import type { DemoContext } from '../features/feature';
import { createTenant } from '../tenants/tenant-admin';
import { mediaRoot } from '../media/paths';
import { dataPaths, readTenantRecords } from '../tenants/tenant-store';
import { seedDemoMedia, type DemoMediaResult } from './demo-media';

// The demo: the `default` tenant, each feature's demo content (its manifest's `demo` seeder, in the
// order of FEATURES), the pictures and hero clip drawn by the program (demo-media.ts), and an admin.

/** The demo admin's e-mail: a reserved domain, no real contact details on a minor's site. */
const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** The fictional runner the demo content is about. The seeders' texts name him too; keep them in step. */
const DEMO_ATHLETE = { firstName: 'Owen', lastName: 'Hartley', school: 'Lincoln High School' } as const;

/** What `demo` did. */
export interface DemoResult {
  createdTenant: boolean;
  seeded: boolean;
  admin?: { email: string; password: string };
  existingAdmins: string[];
  /** The pictures and hero clip made this time (none when the site already had media). */
  media?: DemoMediaResult;
}

/** What the seeders are given for a demo made at `today`. */
function demoContext(today: Date): DemoContext {
  return { today, day: (days) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10), athlete: DEMO_ATHLETE };
}

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
    const demo = demoContext(today);
    for (const feature of FEATURES) await feature.demo?.(handle.db, demo);
    if (options.media !== false) media = await seedDemoMedia(handle.db, mediaRoot(dataDir, 'default'));
    existingAdmins = await listAdminEmails(handle.db);
  } finally {
    await handle.close();
  }
  if (existingAdmins.length) return { createdTenant: !exists, seeded, existingAdmins, media };
  const admin = await addAdmin(dataDir, 'default', DEMO_ADMIN_EMAIL);
  return { createdTenant: !exists, seeded, admin: { email: admin.email, password: admin.password }, existingAdmins: [], media };
}
