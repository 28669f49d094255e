// The baseline of `npm run bench`: a bare Fastify server, in its own process, answering recorded
// responses (status, headers, body bytes) from memory. Started by scripts/bench/all.ts.
//   node scripts/bench/bare-server.ts <recorded.json> <port>
// With no file ("-"), it answers `GET /healthz` with a tiny JSON: the hello-world of the cold start.
import fs from 'node:fs';
import Fastify from 'fastify';

interface Recorded {
  path: string;
  /** The Accept-Encoding it was recorded with (its body is then compressed); absent: asked without. */
  encoding?: string;
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const [file, portArg] = process.argv.slice(2);
const recorded: Recorded[] = file && file !== '-' ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded[]) : [];
const app = Fastify({ logger: false });
// One route per path; a path recorded with and without compression answers the request's own
// Accept-Encoding with the bytes recorded for it, as the app does.
const byPath = new Map<string, Array<Recorded & { bytes: Buffer }>>();
// A path recorded with a query (`?ts=`) is the same route: Fastify matches the path alone.
for (const r of recorded) {
  const routePath = r.path.split('?')[0]!;
  const variants = byPath.get(routePath) ?? [];
  // The same path and encoding recorded twice (with and without a query): the same bytes, kept once.
  if (!variants.some((v) => v.encoding === r.encoding)) byPath.set(routePath, [...variants, { ...r, bytes: Buffer.from(r.body, 'base64') }]);
}
for (const [routePath, variants] of byPath) {
  const plain = variants.find((v) => !v.encoding) ?? variants[0]!;
  app.get(routePath, (req, reply) => {
    const asked = req.headers['accept-encoding'];
    const r = (asked && variants.find((v) => v.encoding === asked)) || plain;
    reply.code(r.status).headers(r.headers).send(r.bytes);
  });
}
if (!recorded.length) app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(portArg ?? 0), host: '127.0.0.1' });
process.stdout.write('ready\n');
