// A writer for the backup test, run with plain Node (no app imports): posts content to a running
// server as fast as it answers and prints each id once the server acknowledged it (201).
//   node test/ship/http-writer.ts <baseUrl> <adminToken>
import process from 'node:process';

const [baseUrl, token] = process.argv.slice(2);
if (!baseUrl || !token) throw new Error('usage: http-writer <baseUrl> <token>');

for (let i = 0; ; i++) {
  const res = await fetch(`${baseUrl}/content/admin/races`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-tenant-id': 'default' },
    body: JSON.stringify({ title: `Backup race ${i}`, distance: '3200m', date: '2026-04-01', place: 'Home track', timeMs: 600_000 + i }),
  });
  if (res.status !== 201) throw new Error(`write ${i} answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  process.stdout.write(`${id}\n`);
}
