// Load as the public client reads the settings and the press list: a new `ts=<now>` on every
// request (ui/lib/settings.ts, ui/features/press/press.api.ts), which a fixed URL from
// autocannon's command line cannot do. Run by scripts/bench/all.ts in its own process, like the
// command line; prints autocannon's result as JSON (the fields `--json` prints). Loopback only.
//   node scripts/bench/load-client-ts.ts <url ending in ts=> <seconds> <connections> [name=value]...
import { autocannon } from './autocannon-api.ts';

const [url, seconds, connections, ...headerArgs] = process.argv.slice(2);
if (!url || !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+\/.*[?&]ts=$/.test(url)) throw new Error('usage: load-client-ts.ts http://127.0.0.1:PORT/path?…ts= SECONDS CONNECTIONS [name=value]…');
const { origin, pathname, search } = new URL(url);
const headers = Object.fromEntries(headerArgs.map((h) => [h.slice(0, h.indexOf('=')), h.slice(h.indexOf('=') + 1)]));
let n = 0;
const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  headers,
  // Date.now() as the client sends it, made unique within a millisecond.
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${pathname}${search}${Date.now()}${(++n % 1000).toString().padStart(3, '0')}` }) }],
});
process.stdout.write(JSON.stringify(result));
