import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

describe('parseTrustProxy: a hop count or a list of proxies, never everyone', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', { hops: 1 }],
    [' 2 ', { hops: 2 }],
    ['10.0.0.1', { addresses: ['10.0.0.1'] }],
    ['10.0.0.0/8, 192.168.1.0/24', { addresses: ['10.0.0.0/8', '192.168.1.0/24'] }],
    ['loopback,fd00::/8', { addresses: ['loopback', 'fd00::/8'] }],
    ['10.0.0.0/255.0.0.0', { addresses: ['10.0.0.0/255.0.0.0'] }],
  ])('%j -> %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3', '10.0.0.1/8/9', ','])(
    'refuses %j',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('fastifyTrustProxy', () => {
  it('one hop trusts the socket peer (hop 0) and nothing further', () => {
    const trust = fastifyTrustProxy({ hops: 1 });
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([trust('127.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  });

  it('passes a list through and no trust as false', () => {
    expect(fastifyTrustProxy({ addresses: ['10.0.0.1'] })).toEqual(['10.0.0.1']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
