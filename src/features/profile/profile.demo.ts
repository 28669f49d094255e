import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoContext } from '../feature';
import { toProfileFacts } from './profile.mapper';
import { UpdateProfileBody } from './profile.schema';

/**
 * The demo athlete's profile facts. No contact details and every private switch off: this is a
 * minor's site, and a demo must never show a way to reach a real person.
 */
export async function seedProfile(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  if (await db.selectFrom('athlete_profile').select('id').executeTakeFirst()) return;
  const facts = toProfileFacts(
    UpdateProfileBody.parse({
      graduationYear: 2027,
      highSchool: demo.athlete.school,
      city: 'Portland',
      state: 'OR',
      events: ['5K XC', '3200m', '1600m'],
      height: '5\'10" (178 cm)',
      weight: '139 lb (63 kg)',
      gpa: '3.7 (unweighted)',
      testScores: 'SAT 1340',
      intendedMajor: 'Kinesiology',
      ncaaId: '2409117352',
    }),
  );
  await db.insertInto('athlete_profile').values({ id: 1, data: JSON.stringify(facts) }).execute();
}
