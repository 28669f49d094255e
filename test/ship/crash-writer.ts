// A writer for the crash test (bundled by it with esbuild): opens a tenant database through the
// app's own open (same pragmas: WAL, synchronous=FULL) and writes as fast as it can, one
// transaction per race and its PR, printing `<raceId>` only after the commit returned.
import { writeSync } from 'node:fs';
import { insertPr } from '../../src/features/prs';
import { insertRace } from '../../src/features/races';
import { openTenantDatabase } from '../../src/db/database';

async function main(file: string): Promise<never> {
  const handle = await openTenantDatabase(file, { create: false });
  writeSync(1, 'ready\n');
  for (let i = 0; ; i++) {
    const id = await handle.db.transaction().execute(async (trx) => {
      const race = await insertRace(trx, { title: `Crash ${process.pid}-${i}`, distance: '5K', date: '2026-05-01', place: 'Track', time_ms: 900_000 + i });
      await insertPr(trx, { distance: `5K-${race.id}`, time_ms: 900_000 + i, race_id: race.id });
      return race.id;
    });
    // Synchronous, so a printed id never waits in a buffer of a process about to be killed.
    writeSync(1, `${id}\n`);
  }
}

const file = process.argv[2];
if (!file) throw new Error('usage: crash-writer <site.db>');
void main(file);
