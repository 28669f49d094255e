import { describe, expect, it } from 'vitest';
import { litestreamConfig, parseMetrics, replicationState } from './litestream';
import { describeTarget, litestreamReplica, parseReplicaUrl, passwordFromConfigured } from './replica-target';

describe('parseReplicaUrl', () => {
  it('reads the three kinds of replica', () => {
    expect(parseReplicaUrl('file:///mnt/nas/athlete/')).toEqual({ kind: 'file', dir: '/mnt/nas/athlete' });
    expect(parseReplicaUrl('sftp://backup@nas.local:2222/srv/athlete?key=/root/.ssh/id_ed25519')).toEqual({
      kind: 'sftp',
      host: 'nas.local:2222',
      user: 'backup',
      password: undefined,
      keyPath: '/root/.ssh/id_ed25519',
      dir: '/srv/athlete',
    });
    expect(parseReplicaUrl('s3://club-backups/athletes?endpoint=https://s3.eu.example.com&region=eu-1')).toEqual({
      kind: 's3',
      bucket: 'club-backups',
      prefix: 'athletes',
      endpoint: 'https://s3.eu.example.com',
      region: 'eu-1',
      forcePathStyle: true,
    });
    expect(parseReplicaUrl('s3://bucket')).toMatchObject({ prefix: '', forcePathStyle: false, endpoint: undefined });
  });

  it.each([
    ['not a url', /is not a URL/],
    ['ftp://nas/backup', /Unsupported replica URL scheme "ftp:"/],
    ['file://nas/backup', /three slashes/],
    ['file:///', /absolute folder other than \//],
    ['sftp://nas/backup?key=/k', /needs a user/],
    ['sftp://me@nas/backup', /private key .* or a password/],
    ['sftp://me@nas/backup?key=relative/key', /absolute file path/],
    ['sftp://me@nas?key=/k', /folder on the server/],
    ['s3://AKIA:secret@bucket/p', /Keep S3 keys out of the URL/],
    ['s3://bucket/p?endpoint=nope', /is not a URL/],
    ['s3://bucket/p?endpoint=ftp://x', /http\(s\) URL/],
    ['s3://bucket/p?forcePathStyle=yes', /true or false/],
    ['s3://bucket/p?acl=public', /Unknown option "acl"/],
  ])('refuses %s', (input, message) => {
    expect(() => parseReplicaUrl(input)).toThrow(message);
  });

  it('takes an sftp password from the configured URL (environment or config file) when it names the same place', () => {
    const configured = 'sftp://backup:hunter2@nas.local:22/srv/athlete';
    expect(passwordFromConfigured('sftp://backup@nas.local:22/srv/athlete', configured)).toBe(configured);
    expect(passwordFromConfigured('sftp://backup@nas.local:22/srv/athlete/', configured)).toBe(configured);
    // Another user, host, port or folder: the URL stays as given (and asks for a key or a password).
    for (const other of ['sftp://root@nas.local:22/srv/athlete', 'sftp://backup@nas2.local:22/srv/athlete', 'sftp://backup@nas.local:2222/srv/athlete', 'sftp://backup@nas.local:22/srv/other']) {
      expect(passwordFromConfigured(other, configured)).toBe(other);
    }
    expect(passwordFromConfigured('file:///mnt/backup', configured)).toBe('file:///mnt/backup');
    expect(passwordFromConfigured('sftp://backup@nas.local:22/srv/athlete', undefined)).toBe('sftp://backup@nas.local:22/srv/athlete');
  });

  it('never shows an sftp password in what it prints', () => {
    expect(describeTarget(parseReplicaUrl('sftp://me:hunter2@nas/backup'))).toBe('sftp://me@nas/backup');
  });
});

describe('litestream configuration', () => {
  it('is JSON (valid YAML) with one replica folder per database under the target', () => {
    const cfg = JSON.parse(
      litestreamConfig({
        dbs: [
          { file: '/data/registry.db', sub: 'registry' },
          { file: '/data/tenants/a/site.db', sub: 'tenants/a' },
        ],
        target: parseReplicaUrl('s3://b/pre?endpoint=http://127.0.0.1:9000'),
        metricsAddr: '127.0.0.1:9999',
        syncInterval: '1s',
      }),
    );
    expect(cfg.addr).toBe('127.0.0.1:9999');
    expect(cfg.dbs[1]).toEqual({
      path: '/data/tenants/a/site.db',
      replicas: [{ name: 'replica', 'sync-interval': '1s', type: 's3', bucket: 'b', path: 'pre/tenants/a', endpoint: 'http://127.0.0.1:9000', 'force-path-style': true }],
    });
    expect(litestreamReplica(parseReplicaUrl('file:///r'), 'tenants/a', '5s')).toEqual({ 'sync-interval': '5s', type: 'file', path: '/r/tenants/a' });
    expect(litestreamReplica(parseReplicaUrl('sftp://u:p@h:22/r'), 'registry', '1s')).toEqual({ 'sync-interval': '1s', type: 'sftp', host: 'h:22', user: 'u', password: 'p', path: '/r/registry' });
  });
});

describe('replication state from Litestream metrics', () => {
  const db = '/data/tenants/a/site.db';
  /** Litestream's metrics; its shadow WAL size gauge totals every shadow file it keeps, as 0.3 reports it. */
  const metrics = (shadowTotal: number, replica?: [number, number], seenWal = shadowTotal) =>
    parseMetrics(
      [
        '# HELP litestream_wal_size The current size of the real WAL',
        `litestream_wal_size{db="${db}"} ${seenWal}`,
        `litestream_shadow_wal_size{db="${db}"} ${shadowTotal}`,
        ...(replica ? [`litestream_replica_wal_index{db="${db}",name="replica"} ${replica[0]}`, `litestream_replica_wal_offset{db="${db}",name="replica"} ${replica[1]}`] : []),
        'go_goroutines 12',
      ].join('\n'),
    );
  const shadow = (index: number, size: number) => ({ index, size });

  it('is caught up when the replica holds the shadow WAL and Litestream has read the whole WAL', () => {
    expect(replicationState(metrics(16512, [0, 16512]), db, shadow(0, 16512), 0)).toEqual({ caughtUp: true, behindBytes: 0 });
  });
  it('counts the bytes not yet sent, and commits Litestream has not read yet', () => {
    expect(replicationState(metrics(20632, [0, 16512]), db, shadow(0, 20632), 0)).toEqual({ caughtUp: false, behindBytes: 4120 });
    expect(replicationState(metrics(16512, [0, 16512]), db, shadow(0, 16512), 4120)).toEqual({ caughtUp: false, behindBytes: 4120 });
    expect(replicationState(metrics(38000, [1, 30000]), db, shadow(2, 8000), 0)).toEqual({ caughtUp: false, behindBytes: 8000 });
  });
  it('reads the current shadow file’s size, not Litestream’s total of every shadow file, after a checkpoint', () => {
    // Measured with Litestream 0.3 after its checkpoint: 00000000.wal 4,152,992 bytes, 00000001.wal 959,992.
    expect(replicationState(metrics(5_112_984, [1, 959_992], 4_152_992), db, shadow(1, 959_992), 0)).toEqual({ caughtUp: true, behindBytes: 0 });
    expect(replicationState(metrics(5_117_104, [1, 959_992], 4_152_992), db, shadow(1, 964_112), 0)).toEqual({ caughtUp: false, behindBytes: 4120 });
  });
  it('is unknown before the first sync, unless a clean sync round has passed on an idle database, and when the WAL cannot be read', () => {
    expect(replicationState(new Map(), db, shadow(0, 16512), 0)).toEqual({ caughtUp: false, behindBytes: null });
    expect(replicationState(metrics(16512), db, shadow(0, 16512), 0)).toEqual({ caughtUp: false, behindBytes: null });
    expect(replicationState(metrics(16512), db, shadow(0, 16512), 0, true)).toEqual({ caughtUp: true, behindBytes: 0 });
    expect(replicationState(metrics(16512, [0, 16512]), db, shadow(0, 16512), null)).toEqual({ caughtUp: false, behindBytes: null });
    expect(replicationState(metrics(16512, [0, 16512]), db, null, 0)).toEqual({ caughtUp: false, behindBytes: null });
  });
});
