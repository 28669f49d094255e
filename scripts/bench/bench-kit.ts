// Small pieces every benchmark script needs: a free loopback port, a pause, a process's memory as
// the kernel counts it, and an answer's bytes as sent.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the kernel picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's resident memory in MiB from /proc (`VmRSS`, or another field such as `VmHWM`); NaN when the field is missing. */
export const rssMiB = (pid: number, field = 'VmRSS') => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** An answer's status, headers and body bytes as sent (compressed when asked so; fetch would decode them). */
export function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
