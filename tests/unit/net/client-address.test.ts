/** The client address behind proxies (server/net/client-address.ts): what a client can and cannot forge. */
import {
  addressBucket,
  normalizeAddress,
  parseTrustedProxies,
  resolveClientAddress,
  trustHops,
  TRUST_NONE,
  UNKNOWN_ADDRESS,
} from '@/server/net/client-address';

describe('normalizeAddress', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['  203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:DB8::A', '2001:db8::a'],
  ])('%s -> %s', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  test.each(['', 'unknown', '_hidden', '256.1.1.1', '1.2.3', 'example.org', '1.2.3.4.5', null, undefined])('%s is no address', (raw) =>
    expect(normalizeAddress(raw)).toBeNull(),
  );
});

describe('parseTrustedProxies', () => {
  test('empty means nobody is trusted', () => {
    expect(parseTrustedProxies(undefined)).toEqual(TRUST_NONE);
    expect(parseTrustedProxies('  , ')).toEqual(TRUST_NONE);
  });

  test('addresses, CIDR ranges and the named ranges, separated by commas or spaces', () => {
    const policy = parseTrustedProxies('10.0.0.0/8, 192.0.2.1 2001:db8:1::/48,loopback');
    const via = (peer: string) => resolveClientAddress(peer, '198.51.100.9', policy);
    expect(via('10.200.3.4')).toBe('198.51.100.9');
    expect(via('192.0.2.1')).toBe('198.51.100.9');
    expect(via('192.0.2.2')).toBe('192.0.2.2');
    expect(via('2001:db8:1:ffff::5')).toBe('198.51.100.9');
    expect(via('2001:db8:2::5')).toBe('2001:db8:2::5');
    expect(via('127.0.0.1')).toBe('198.51.100.9');
    expect(via('::ffff:127.0.0.1')).toBe('198.51.100.9');
    expect(via('::1')).toBe('198.51.100.9');
    expect(via('11.0.0.1')).toBe('11.0.0.1');
  });

  test('private covers the RFC 1918 and unique-local ranges only', () => {
    const policy = parseTrustedProxies('private');
    for (const peer of ['10.1.1.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fd00::1'])
      expect(resolveClientAddress(peer, '198.51.100.9', policy)).toBe('198.51.100.9');
    for (const peer of ['172.32.0.1', '8.8.8.8', '2001:db8::1']) expect(resolveClientAddress(peer, '198.51.100.9', policy)).toBe(peer);
  });

  test.each(['10.0.0.0/33', '10.0.0.0/-1', '10.0.0.0/8/1', 'example.org', '10.0.0', '::1/129', 'everything'])('refuses %s', (value) =>
    expect(() => parseTrustedProxies(value)).toThrow(),
  );
});

describe('resolveClientAddress', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8');

  test('without trusted proxies the socket is the client, whatever the header says', () => {
    expect(resolveClientAddress('198.51.100.9', '1.2.3.4', TRUST_NONE)).toBe('198.51.100.9');
    expect(resolveClientAddress('::ffff:198.51.100.9', null, TRUST_NONE)).toBe('198.51.100.9');
  });

  test('an untrusted peer cannot name another client', () => {
    expect(resolveClientAddress('198.51.100.9', '10.0.0.1, 1.2.3.4', proxies)).toBe('198.51.100.9');
  });

  test('a trusted peer: the right-most entry that is not a trusted proxy; what the client wrote to its left is ignored', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4', proxies)).toBe('1.2.3.4');
    expect(resolveClientAddress('10.0.0.2', 'forged-by-client, 5.6.7.8, 1.2.3.4', proxies)).toBe('1.2.3.4');
    expect(resolveClientAddress('10.0.0.2', '5.6.7.8, 1.2.3.4, 10.9.9.9', proxies)).toBe('1.2.3.4');
    // Several header lines arrive joined by commas.
    expect(resolveClientAddress('10.0.0.2', '5.6.7.8,1.2.3.4 ,  10.1.1.1', proxies)).toBe('1.2.3.4');
  });

  test('a trusted peer without a header, or a chain of trusted proxies only: the left-most address known', () => {
    expect(resolveClientAddress('10.0.0.2', null, proxies)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '', proxies)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '10.0.0.7, 10.0.0.8', proxies)).toBe('10.0.0.7');
  });

  test('an entry that is no address ends the walk at the last address we can vouch for', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, garbage', proxies)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'unknown, 10.0.0.3', proxies)).toBe('10.0.0.3');
  });

  test('entries with ports and brackets are read as their addresses', () => {
    expect(resolveClientAddress('10.0.0.2', '[2001:db8::7]:5000', proxies)).toBe('2001:db8::7');
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4:5000', proxies)).toBe('1.2.3.4');
  });

  test('a hop count trusts that many proxies from the socket inwards', () => {
    expect(resolveClientAddress('192.0.2.1', '5.6.7.8, 1.2.3.4', trustHops(1))).toBe('1.2.3.4');
    expect(resolveClientAddress('192.0.2.1', '5.6.7.8, 1.2.3.4, 192.0.2.50', trustHops(2))).toBe('1.2.3.4');
    // Fewer entries than hops: the left-most one.
    expect(resolveClientAddress('192.0.2.1', '1.2.3.4', trustHops(3))).toBe('1.2.3.4');
    expect(trustHops(0)).toEqual(TRUST_NONE);
    expect(() => trustHops(-1)).toThrow();
    expect(() => trustHops(1.5)).toThrow();
  });

  test('no socket address: unknown', () => {
    expect(resolveClientAddress(null, '1.2.3.4', proxies)).toBe(UNKNOWN_ADDRESS);
    expect(resolveClientAddress('', '1.2.3.4', TRUST_NONE)).toBe(UNKNOWN_ADDRESS);
  });
});

describe('addressBucket', () => {
  test('IPv4 addresses count alone', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });

  test('IPv6 addresses count per /64, whatever their spelling', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:0db8:0001:0002::/64');
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(addressBucket('2001:0db8:0001:0002:0:0:0:9')).toBe(bucket);
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressBucket('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });
});
