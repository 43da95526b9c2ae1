import ipaddr from 'ipaddr.js';

/**
 * Which peers may tell the client's address in `X-Forwarded-For` (TRUST_PROXY). Off: nobody, so
 * `request.ip` is the socket's address and a client cannot pick its own address for the limits.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Ranges a hop count trusts: a proxy on the same host or the private network, never a public peer. */
const PROXY_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal']);

/** Strict notations only: four decimal parts for IPv4, so `127.1` or octal forms are not guessed at. */
const isAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
const isRange = (text: string) => ipaddr.IPv4.isValidCIDRFourPartDecimal(text) || ipaddr.IPv6.isValidCIDR(text);

/** Reads TRUST_PROXY: empty or `0` (off), a hop count (`1`), or addresses and CIDRs (`127.0.0.1,10.0.0.0/8`). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((part) => part.trim());
  for (const address of addresses) {
    const valid = address.includes('/') ? isRange(address) : isAddress(address);
    // A typo here would silently trust nobody (or the wrong network): refuse to start instead.
    if (!valid) throw new Error(`TRUST_PROXY: "${address}" is not an IP address or CIDR range (expected e.g. 1 or 127.0.0.1,10.0.0.0/8)`);
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 refuses a bare hop count (it would trust any
 * direct client), so a count becomes a function that trusts up to that many hops, each of which
 * must be a loopback or private address; a proxy on a public address has to be listed.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('addresses' in trust) return trust.addresses;
  return (address, hop) => hop < trust.hops && isProxyRange(address);
}

function isProxyRange(address: string): boolean {
  try {
    return PROXY_RANGES.has(ipaddr.process(address).range());
  } catch {
    return false;
  }
}

/**
 * The key a per-address limit counts on: an IPv4 address as is (also when it arrives IPv4-mapped),
 * an IPv6 address by its /64, since one subscriber usually holds a whole /64 and could otherwise
 * take a fresh address for every attempt.
 */
export function addressKey(address: string): string {
  try {
    const parsed = ipaddr.process(address);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
    return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
  } catch {
    return address;
  }
}
