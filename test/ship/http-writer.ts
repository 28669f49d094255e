// A writer for the backup test, run with plain Node (no app imports): posts cheers to a running
// server as fast as it answers and prints each id once the server acknowledged it (201). Each
// cheer comes from another visitor (X-Forwarded-For; the server trusts its proxy), as on a busy
// day, so the per-visitor rate limit does not stop it.
//   node test/ship/http-writer.ts <baseUrl>
import process from 'node:process';

const [baseUrl] = process.argv.slice(2);
if (!baseUrl) throw new Error('usage: http-writer <baseUrl>');

for (let i = 0; ; i++) {
  const res = await fetch(`${baseUrl}/content/public/cheers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'default', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    body: JSON.stringify({ name: `Fan ${i}`, message: `Go go go! Cheer number ${i}.`, emoji: '🔥' }),
  });
  if (res.status !== 201) throw new Error(`cheer ${i} answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  process.stdout.write(`${id}\n`);
}
