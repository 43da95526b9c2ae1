import { describe, expect, it } from 'vitest';
import { addressKey, fastifyTrustProxy, parseTrustProxy } from './clientAddress';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it.each([
    [undefined, false],
    ['', false],
    [' 0 ', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['127.0.0.1', { addresses: ['127.0.0.1'] }],
    ['127.0.0.1, 10.0.0.0/8', { addresses: ['127.0.0.1', '10.0.0.0/8'] }],
    ['::1,fd00::/8', { addresses: ['::1', 'fd00::/8'] }],
  ])('%j → %j', (value, trust) => {
    expect(parseTrustProxy(value)).toEqual(trust);
  });

  it.each(['true', 'proxy.example.be', '10.0.0.0/33', '127.1', '10.0.0.1,', '1.2.3'])('refuses %j at start-up', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts nobody when off, and passes a list of addresses to Fastify as it is', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ addresses: ['10.0.0.0/8'] })).toEqual(['10.0.0.0/8']);
  });

  it.each([
    ['127.0.0.1', 0, true],
    ['::ffff:127.0.0.1', 0, true],
    ['::1', 0, true],
    ['10.1.2.3', 0, true],
    ['192.168.1.20', 0, true],
    ['fd12::1', 0, true],
    // A public peer is never taken for a proxy by a hop count: it would choose its own address.
    ['203.0.113.9', 0, false],
    ['2001:db8::1', 0, false],
    // One hop: the proxy's own claim about the hop before it is not trusted.
    ['10.1.2.3', 1, false],
  ])('a hop count of 1 trusts %s at hop %i: %s', (address, hop, trusted) => {
    const trust = fastifyTrustProxy({ hops: 1 }) as (address: string, hop: number) => boolean;
    expect(trust(address, hop)).toBe(trusted);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
