import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { findLitestream } from './litestream';
import { parseReplicaUrl } from './replica-target';
import { Replicator } from './replicator';

/** The replication part of `/healthz`. */
export const ReplicationStatusSchema = z.object({
  target: z.string(),
  running: z.boolean(),
  restarts: z.number().int(),
  lastExit: z.string().nullable(),
  tenants: z.record(
    z.string(),
    z.object({ caughtUp: z.boolean(), behindBytes: z.number().int().nullable(), lagSeconds: z.number().int().nullable() }),
  ),
});

/** Starts Litestream beside the app (when the app is ready) and stops it when the app closes. */
export async function startReplication(app: FastifyInstance, config: AppConfig): Promise<Replicator> {
  // Checked before anything starts: a bad URL or a missing binary is a start-up error, not a silent gap.
  const target = parseReplicaUrl(config.replicateUrl!);
  const binary = findLitestream();
  if (!binary) throw new Error('--replicate needs Litestream: install the npm package @flydotio/litestream-linux-x64 or set LITESTREAM_PATH.');
  const replicator = new Replicator({ dataDir: config.dataDir, target, binary, log: app.log, syncInterval: config.replicateSyncInterval });
  app.addHook('onReady', async () => replicator.start());
  app.addHook('onClose', async () => replicator.stop());
  return replicator;
}
