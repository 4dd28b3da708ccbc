import { type IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the BFF are believed when they say who the client is (TRUST_PROXY):
 * none; a number of proxy hops; or the proxies' own addresses and CIDR ranges.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; trusted: BlockList; entries: readonly string[] };

export const trustNoProxy: TrustProxy = { kind: 'none' };

/** Named ranges, as proxy-addr (Express) spells them. */
const namedRanges: Record<string, ReadonlyArray<[string, number]>> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/**
 * TRUST_PROXY: unset/`false`/`0` → none; `1`…`10` → that many proxy hops; otherwise a comma list of
 * addresses, CIDRs (`10.0.0.0/8`) or `loopback`/`linklocal`/`uniquelocal`. `true` is refused: it
 * would believe whatever a client writes into X-Forwarded-For.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { problem: string } {
  const text = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'no', 'off'].includes(text)) return trustNoProxy;
  if (['true', 'yes', 'on'].includes(text)) {
    return {
      problem:
        'TRUST_PROXY must be the number of proxies in front of the BFF (e.g. 1) or their addresses/CIDRs; "true" would believe any client',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return { problem: `TRUST_PROXY hop count must be 1 to 10 (got "${text}")` };
    return { kind: 'hops', hops };
  }
  const trusted = new BlockList();
  const entries: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const named = namedRanges[entry];
    if (named) {
      for (const [network, prefix] of named) trusted.addSubnet(network, prefix, familyOf(network));
      entries.push(entry);
      continue;
    }
    const [address = '', prefixText, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (
      family === 0 ||
      rest.length > 0 ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > maxPrefix
    ) {
      return {
        problem: `TRUST_PROXY entries must be addresses, CIDRs or loopback/linklocal/uniquelocal (got "${entry}")`,
      };
    }
    trusted.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    entries.push(entry);
  }
  if (entries.length === 0) return trustNoProxy;
  return { kind: 'addresses', trusted, entries };
}

/**
 * The caller's address for per-client limits. Without trusted proxies it is the socket's peer;
 * anyone can write X-Forwarded-For, so only the entries trusted proxies appended count: the chain
 * is read from the right (the socket's peer first) and the first hop that is not a trusted proxy
 * is the client. A client-made `X-Forwarded-For: 1.2.3.4` stays to the left of what the proxy
 * appends and is never reached.
 */
export function clientAddressOf(
  request: IncomingMessage | undefined,
  trust: TrustProxy,
): string | null {
  if (!request) return null;
  const peer = normalise(request.socket.remoteAddress);
  if (trust.kind === 'none' || peer === null) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Nearest hop first: the peer, then X-Forwarded-For from its right end.
  const chain = [peer, ...forwarded.reverse().map((entry) => normalise(entry) ?? entry)];
  for (let hop = 0; hop < chain.length - 1; hop += 1) {
    if (!isTrustedHop(chain[hop] as string, hop, trust)) return chain[hop] as string;
  }
  return chain[chain.length - 1] as string;
}

function isTrustedHop(address: string, hop: number, trust: TrustProxy): boolean {
  if (trust.kind === 'hops') return hop < trust.hops;
  if (trust.kind === 'none') return false;
  const family = isIP(address);
  if (family === 0) return false;
  return trust.trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is `10.0.0.1`. */
function normalise(address: string | undefined): string | null {
  if (address === undefined || address === '') return null;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped ? (mapped[1] as string) : lower;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}
