import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { compileOnce } from './compile-once';
import { openTenantDatabase, type TenantDatabase } from './database';

const tmp = makeTempDir();
let h: TenantDatabase;

beforeAll(async () => {
  h = await openTenantDatabase(`${tmp.dir}/compile-once.db`, { create: true });
});
afterAll(async () => {
  await h.close();
  tmp.cleanup();
});

describe('compileOnce', () => {
  it('runs the query with each call’s values, in their places, keeping the constants it was written with', async () => {
    const insert = compileOnce(3, (db, name: string, message: string, approved: number) => db.insertInto('cheer').values({ name, emoji: '👏', message, approved }).returning(['id', 'name', 'message', 'emoji', 'approved']));
    const a = (await insert(h.db, 'Ana', 'first', 1)).rows[0]!;
    const b = (await insert(h.db, 'Ben', 'second', 0)).rows[0]!;
    expect(a).toMatchObject({ name: 'Ana', message: 'first', emoji: '👏', approved: 1 });
    expect(b).toMatchObject({ name: 'Ben', message: 'second', emoji: '👏', approved: 0 });
    // Arguments in another order than the columns: each goes where it is used.
    const find = compileOnce(2, (db, approved: number, id: number) => db.selectFrom('cheer').select('name').where('id', '=', id).where('approved', '=', approved));
    expect((await find(h.db, 1, a.id)).rows).toEqual([{ name: 'Ana' }]);
    expect((await find(h.db, 1, b.id)).rows).toEqual([]);
    expect((await find(h.db, 0, b.id)).rows).toEqual([{ name: 'Ben' }]);
  });

  it('runs inside a transaction, and agrees with the same query built each time', async () => {
    const bump = compileOnce(1, (db, id: number) => db.updateTable('cheer').set((eb) => ({ likes: eb('likes', '+', 1) })).where('id', '=', id).returning('likes'));
    const { id } = await h.db.insertInto('cheer').values({ name: 'C', emoji: '👏', message: 'm' }).returning('id').executeTakeFirstOrThrow();
    const likes = await h.db.transaction().execute(async (trx) => (await bump(trx, id)).rows[0]!.likes);
    expect(likes).toBe(1);
    expect((await h.db.selectFrom('cheer').select('likes').where('id', '=', id).executeTakeFirstOrThrow()).likes).toBe(1);
  });

  it('refuses an argument that shapes the query instead of reaching it as a value', async () => {
    // A flag deciding the query's shape would be decided once, by its marker: refused.
    const shaped = compileOnce(2, (db, id: number, approvedOnly: boolean) => {
      const q = db.selectFrom('cheer').select('id').where('id', '=', id);
      return approvedOnly ? q.where('approved', '=', 1) : q;
    });
    expect(() => shaped(h.db, 1, false)).toThrow(/1 argument\(s\) of "select .*" do not reach it as values/);
  });
});
