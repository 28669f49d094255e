import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTenant } from '../tenants/tenant-admin';
import { TenantDirectory } from '../tenants/tenant-store';
import { makeTempDir } from '../test/test-app';
import { siteAddressOf, splitHost } from './site-address';

// The address a site writes into its pages comes from a small set: a made-up Host, X-Forwarded-Host
// or X-Forwarded-Proto never reaches a link, and never makes a new address.
const tmp = makeTempDir('athlete-address-');
let tenants: TenantDirectory;

beforeAll(async () => {
  await createTenant(tmp.dir, 'default');
  await createTenant(tmp.dir, 'kim', ['kim.example.org', 'www.kim.example.org']);
  tenants = new TenantDirectory(tmp.dir);
});
afterAll(() => tmp.cleanup());

/** A request as Fastify gives it: its headers and the connection it came on (port 8080, TLS or not). */
const request = (headers: Record<string, string>, socket: { encrypted?: boolean; localPort?: number } = { localPort: 8080 }) => ({ headers, raw: { socket } }) as unknown as FastifyRequest;
const address = (tenant: string, headers: Record<string, string>, opts: { trustProxy?: boolean; host?: string; socket?: { encrypted?: boolean; localPort?: number } } = {}) =>
  siteAddressOf({ tenants, config: loadConfig({ dataDir: tmp.dir, trustProxy: opts.trustProxy ?? false, host: opts.host ?? '0.0.0.0' }) }, request(headers, opts.socket), tenant).origin;

describe('the address of a site', () => {
  it.each([
    // A registered name, as asked, with the port the connection came in on.
    ['kim', { host: 'kim.example.org' }, {}, 'http://kim.example.org'],
    ['kim', { host: 'www.kim.example.org:8080' }, {}, 'http://www.kim.example.org:8080'],
    ['kim', { host: 'KIM.example.org.' }, {}, 'http://kim.example.org'],
    // Another port than the connection's (a port forward, or made up): none.
    ['kim', { host: 'kim.example.org:1234' }, {}, 'http://kim.example.org'],
    // A name the tenant does not have: its first one.
    ['kim', { host: 'evil.example' }, {}, 'http://kim.example.org'],
    ['kim', { host: 'x%0aalert(document.domain)//' }, {}, 'http://kim.example.org'],
    ['kim', {}, {}, 'http://kim.example.org'],
    // TLS.
    ['kim', { host: 'kim.example.org' }, { socket: { encrypted: true, localPort: 443 } }, 'https://kim.example.org'],
    // A tenant without a name: this machine's names, anything else reads as localhost at the connection's port.
    ['default', { host: 'localhost:8080' }, {}, 'http://localhost:8080'],
    ['default', { host: '127.0.0.1:8080' }, {}, 'http://127.0.0.1:8080'],
    ['default', { host: '[::1]:8080' }, {}, 'http://[::1]:8080'],
    ['default', { host: 'h1234.forged.example' }, {}, 'http://localhost:8080'],
    ['default', { host: '192.168.1.20:8080' }, { host: '192.168.1.20' }, 'http://192.168.1.20:8080'],
    ['default', { host: 'h1.forged.example' }, { host: '192.168.1.20' }, 'http://192.168.1.20:8080'],
    // Behind a trusted proxy: its protocol when it is http or https, a registered name, no port.
    ['kim', { host: '127.0.0.1:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'kim.example.org' }, { trustProxy: true }, 'https://kim.example.org'],
    ['kim', { host: '127.0.0.1:8080', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'x%0aalert(document.domain)//' }, { trustProxy: true }, 'http://kim.example.org'],
    ['kim', { host: 'kim.example.org', 'x-forwarded-proto': 'https, http' }, { trustProxy: true }, 'https://kim.example.org'],
    ['default', { host: '127.0.0.1:8080', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' }, { trustProxy: true }, 'http://localhost'],
    // Not trusted: the forwarded headers say nothing.
    ['kim', { host: 'kim.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.kim.example.org' }, {}, 'http://kim.example.org'],
  ] as const)('%s with %j (%j) is %s', (tenant, headers, opts, origin) => {
    expect(address(tenant, headers, opts)).toBe(origin);
  });

  it('reads a Host value into a name and a port', () => {
    expect(splitHost('Example.ORG:8080')).toEqual({ name: 'example.org', port: 8080 });
    expect(splitHost('[::1]:3000')).toEqual({ name: '[::1]', port: 3000 });
    expect(splitHost('a:b:c')).toEqual({ name: '' });
    expect(splitHost(undefined)).toEqual({ name: '' });
  });
});
