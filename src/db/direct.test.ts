import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { compileOnce } from './compile-once';
import { openTenantDatabase, type TenantDatabase } from './database';
import { directHandleOf, runDirect } from './direct';
import { withStatementCache } from './statement-cache';
import { batchedWrite } from './write-batch';

const tmp = makeTempDir();
let h: TenantDatabase;

beforeAll(async () => {
  h = await openTenantDatabase(`${tmp.dir}/direct.db`, { create: true });
});
afterAll(async () => {
  await h.close();
  tmp.cleanup();
});

describe('direct statements of a write batch', () => {
  it('give the results Kysely’s SQLite driver gives, for a write and a read', async () => {
    const statements = withStatementCache(h.raw);
    const insert = h.db.insertInto('cheer').values({ name: 'n', emoji: '👏', message: 'm' }).compile();
    const viaKysely = await h.db.executeQuery(insert);
    const direct = runDirect(statements, insert);
    expect(direct).toEqual({ ...viaKysely, insertId: viaKysely.insertId! + 1n });
    const read = h.db.selectFrom('cheer').select(['id', 'message']).orderBy('id').compile();
    expect(runDirect(statements, read)).toEqual(await h.db.executeQuery(read));
  });

  it('are lent to a batch’s writes only while the batch holds the connection', async () => {
    const count = compileOnce(0, (db) => db.selectFrom('cheer').select((eb) => eb.fn.countAll<number>().as('n')));
    expect(directHandleOf(h.db)).toBeUndefined();
    const [inside, counted] = await Promise.all([
      batchedWrite(h.db, async (trx) => directHandleOf(trx) !== undefined),
      batchedWrite(h.db, async (trx) => {
        await trx.insertInto('cheer').values({ name: 'n', emoji: '👏', message: 'in a batch' }).execute();
        // A compiled query run directly sees the batch's own write, in the same transaction.
        return Number((await count(trx)).rows[0]!.n);
      }),
    ]);
    expect(inside).toBe(true);
    expect(counted).toBe(Number((await count(h.db)).rows[0]!.n));
    expect(directHandleOf(h.db)).toBeUndefined();
  });

  it('roll a failing write back alone, its direct statements with it', async () => {
    const add = compileOnce(1, (db, message: string) => db.insertInto('cheer').values({ name: 'n', emoji: '👏', message }));
    const before = (await h.db.selectFrom('cheer').select('id').execute()).length;
    const results = await Promise.allSettled([
      batchedWrite(h.db, (trx) => add(trx, 'kept')),
      batchedWrite(h.db, async (trx) => {
        await add(trx, 'rolled back');
        throw new Error('the second half failed');
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    const messages = (await h.db.selectFrom('cheer').select('message').execute()).map((r) => r.message);
    expect(messages).toHaveLength(before + 1);
    expect(messages).toContain('kept');
    expect(messages).not.toContain('rolled back');
  });
});
