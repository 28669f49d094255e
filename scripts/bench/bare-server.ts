// The baseline of `npm run bench`: a bare Fastify server, in its own process, answering recorded
// responses (status, headers, body bytes) from memory. Started by scripts/bench/all.ts.
//   node scripts/bench/bare-server.ts <recorded.json> <port>
// With no file ("-"), it answers `GET /healthz` with a tiny JSON: the hello-world of the cold start.
import fs from 'node:fs';
import Fastify from 'fastify';

interface Recorded {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const [file, portArg] = process.argv.slice(2);
const recorded: Recorded[] = file && file !== '-' ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded[]) : [];
const app = Fastify({ logger: false });
for (const r of recorded) {
  const body = Buffer.from(r.body, 'base64');
  app.get(r.path, (_req, reply) => {
    reply.code(r.status).headers(r.headers).send(body);
  });
}
if (!recorded.length) app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(portArg ?? 0), host: '127.0.0.1' });
process.stdout.write('ready\n');
