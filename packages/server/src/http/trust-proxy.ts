import { isIP } from 'node:net';

/**
 * Which reverse proxies may tell the client's address and protocol (X-Forwarded-For/-Proto):
 * none, the nearest `hops` proxies, or the proxies at these addresses/CIDRs. Never "everyone".
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Names proxy-addr (Fastify's trust check) understands besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits) && !isIP(bits)) return false;
  return isIP(bits) === 4 || Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `0` trusts no proxy; a whole number N trusts the N nearest hops
 * (`1`: the one proxy in front); else a comma-separated list of proxy addresses, CIDRs, or
 * loopback/linklocal/uniquelocal. `true` and anything else is refused: it would let any client
 * choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (!entries.length || bad.length) {
    throw new Error(
      `TRUST_PROXY must be a hop count (1 = the nearest proxy) or a list of proxy addresses/CIDRs; not understood: ${bad.join(', ') || text}`,
    );
  }
  return { addresses: entries };
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function: Fastify's own number
 * option trusts no hop at all, so behind a proxy every client would share the proxy's address.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}
