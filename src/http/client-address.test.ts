import { describe, expect, it } from 'vitest';
import { clientAddressKey, networkOf } from './client-address';

describe('clientAddressKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s is counted as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});

describe('networkOf', () => {
  it.each([
    ['192.0.2.77', '192.0.2.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['::ffff:192.0.2.1', '192.0.2.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['not an address', ''],
    ['', ''],
  ])('%s is shown as %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});
