import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, MISSING_BODY_MESSAGE, registerErrorHandler } from './errors';

describe('the one error handler', () => {
  it('answers a SQLite unique or primary-key violation, from any route, with 409 conflict', async () => {
    const db = new Database(':memory:');
    db.exec('create table t (id integer primary key, email text unique)');
    db.prepare("insert into t (id, email) values (1, 'a@example.com')").run();
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/same-email', async () => db.prepare("insert into t (id, email) values (2, 'a@example.com')").run());
    app.post('/same-id', async () => db.prepare("insert into t (id, email) values (1, 'b@example.com')").run());
    for (const url of ['/same-email', '/same-id']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message: expect.stringMatching(/already exists/) });
    }
    expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 1 });
    await app.close();
    db.close();
  });

  it('answers a lock another connection held past busy_timeout with 503 busy and Retry-After, having written nothing', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-'));
    const file = path.join(tmp, 'x.db');
    const holder = new Database(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('create table t (id integer primary key)');
    const db = new Database(file, { timeout: 50 });
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/write', async () => db.prepare('insert into t (id) values (1)').run());
    holder.exec('begin immediate');
    try {
      const res = await app.inject({ method: 'POST', url: '/write' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ error: 'busy', message: DATABASE_BUSY_MESSAGE });
    } finally {
      holder.exec('rollback');
    }
    expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 0 });
    await app.close();
    db.close();
    holder.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('says a JSON body is needed when a route that takes one got none, and names the field otherwise', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    app.post('/things', { schema: { body: z.object({ name: z.string() }) } }, async () => ({ ok: true }));
    await app.ready();
    const none = await app.inject({ method: 'POST', url: '/things' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'validation_failed', message: MISSING_BODY_MESSAGE, issues: [{ path: '', message: MISSING_BODY_MESSAGE }] });
    const empty = await app.inject({ method: 'POST', url: '/things', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'validation_failed', issues: [{ path: 'name' }] });
    expect(empty.json().message).not.toBe(MISSING_BODY_MESSAGE);
    await app.close();
  });
});
