import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

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
});
