/**
 * The real client address of a request, for per-IP rate limits and the audit log (docs/decisions.md,
 * "The client address"). Pure: the caller supplies the socket peer and the X-Forwarded-For value.
 *
 * X-Forwarded-For is a list anyone can start; only entries appended by proxies we trust mean anything.
 * So it is read from the right: past the socket peer and every trusted proxy, the first address that is not
 * trusted is the client. Without a trusted peer the header is ignored altogether.
 */
import { BlockList, isIP } from 'node:net';

/** Which proxies in front of this server may name the client: none, a list of addresses/ranges, or a hop count. */
export type TrustPolicy = { kind: 'none' } | { kind: 'list'; list: BlockList; source: string } | { kind: 'hops'; hops: number };

export const TRUST_NONE: TrustPolicy = { kind: 'none' };

/** The key of requests whose address could not be established (no socket, no stamp). */
export const UNKNOWN_ADDRESS = 'unknown';

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces, plus the names `loopback` and
 * `private`. Throws on anything else, so a typo stops start-up instead of trusting nobody (or everybody).
 */
export function parseTrustedProxies(value: string | undefined): TrustPolicy {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (items.length === 0) return TRUST_NONE;
  const list = new BlockList();
  for (const item of items.flatMap((i) => NAMED_RANGES[i.toLowerCase()] ?? [i])) {
    const [address = '', prefix, extra] = item.split('/');
    const plain = unmapped(address);
    const family = isIP(plain);
    if (!family || extra !== undefined) throw new Error(`"${item}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(plain, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) throw new Error(`"${item}" has an invalid prefix length`);
    list.addSubnet(plain, bits, type);
  }
  return { kind: 'list', list, source: items.join(',') };
}

/** TRUSTED_PROXY_HOPS: the number of proxies that always stand in front of this server. */
export function trustHops(hops: number): TrustPolicy {
  if (!Number.isInteger(hops) || hops < 0) throw new Error('the hop count must be a whole number of 0 or more');
  return hops === 0 ? TRUST_NONE : { kind: 'hops', hops };
}

/**
 * The canonical form of one address as a socket or a proxy writes it: IPv4-mapped IPv6 as plain IPv4,
 * brackets and ports removed, IPv6 in lower case. Null when it is not an IP address at all.
 */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let value = (raw ?? '').trim();
  if (!value) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, ''); // an IPv6 zone id names the local interface, not the client
  const plain = unmapped(value);
  const family = isIP(plain);
  if (family === 4) return plain;
  if (family === 6) return plain.toLowerCase();
  return null;
}

function unmapped(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy; then the right-most
 * X-Forwarded-For entry that is not itself trusted (or, with a hop count, the entry that many hops in).
 * An entry that is no IP address ends the walk at the last address we could vouch for.
 */
export function resolveClientAddress(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  policy: TrustPolicy,
): string {
  const socket = normalizeAddress(peer);
  if (!socket) return UNKNOWN_ADDRESS;
  if (policy.kind === 'none') return socket;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  let current = socket;
  for (let hop = 1, i = entries.length - 1; i >= 0; hop++, i--) {
    const trusted = policy.kind === 'hops' ? hop <= policy.hops : isTrusted(policy.list, current);
    if (!trusted) return current;
    const next = normalizeAddress(entries[i]);
    if (!next) return current;
    current = next;
  }
  return current;
}

/**
 * The rate-limit bucket of an address. One IPv6 subscriber is handed a whole /64, so counting single IPv6
 * addresses would let a client start afresh with each of its 2^64 addresses; IPv4 addresses count alone.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) => g.padStart(4, '0'));
}
