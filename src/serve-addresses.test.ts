import { describe, expect, it } from 'vitest';
import { addressLines, primaryAddress, siteAddresses } from './serve-addresses';

describe("serve's printed addresses", () => {
  it('prints a site its own host name, and how to reach a site when the listening address is no one’s', () => {
    const sites = siteAddresses([{ id: 'smith', hosts: ['localhost'] }], '127.0.0.1', 8080);
    expect(sites).toEqual([{ id: 'smith', urls: ['http://localhost:8080/'], catchAll: false }]);
    expect(primaryAddress(sites, '127.0.0.1', 8080)).toBe('http://localhost:8080/');
    expect(addressLines(sites, '127.0.0.1', 8080, 'node dist/cli.js')).toEqual([
      'Sites on this server:',
      '  smith  http://localhost:8080/',
      'An address no site has (such as http://127.0.0.1:8080/) shows "No site at this address": open a site at its own address above, or give it this one too: node dist/cli.js tenant hosts <id> --add 127.0.0.1',
    ]);
  });

  it('gives the default site the listening address (unless another site registered that name) and says it catches the rest', () => {
    const tenants = [
      { id: 'smith', hosts: ['localhost', 'smith.example.org'] },
      { id: 'default', hosts: [] },
      { id: 'kim', hosts: [] },
    ];
    const sites = siteAddresses(tenants, '0.0.0.0', 3000);
    expect(sites.map((s) => [s.id, s.urls])).toEqual([
      ['default', ['http://127.0.0.1:3000/']],
      ['kim', []],
      ['smith', ['http://localhost:3000/', 'http://smith.example.org:3000/']],
    ]);
    expect(primaryAddress(sites, '0.0.0.0', 3000)).toBe('http://127.0.0.1:3000/');
    expect(addressLines(sites, '0.0.0.0', 3000, 'athlete-site')).toEqual([
      'Sites on this server:',
      '  default  http://127.0.0.1:3000/  (and any address no other site has)',
      '  kim      no address yet: athlete-site tenant hosts kim --add <name>',
      '  smith    http://localhost:3000/  http://smith.example.org:3000/',
    ]);
  });

  it('names the listening address when no site has one, and brackets an IPv6 address', () => {
    const sites = siteAddresses([{ id: 'kim', hosts: [] }], '::1', 8080);
    expect(primaryAddress(sites, '::1', 8080)).toBe('http://[::1]:8080/');
    expect(siteAddresses([{ id: 'default', hosts: [] }], '::1', 8080)[0]!.urls).toEqual(['http://[::1]:8080/']);
  });
});
