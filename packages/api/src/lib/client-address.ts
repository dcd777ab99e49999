import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * Whom to believe about the client's address (TRUST_PROXY), with the semantics of `proxy-addr`, which
 * Express uses: a function told each address of the chain, from the socket's peer leftwards through
 * X-Forwarded-For, and its hop number (0 for the peer). The client is the first address not trusted.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Ranges named like proxy-addr's, so that a list written for Express means the same here. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const trustNobody: ProxyTrust = () => false;

/**
 * An address as this API keeps it: IPv4 in dotted form (also when the socket reports it IPv4-mapped,
 * `::ffff:127.0.0.1`), IPv6 in lower case; `[v6]`, `[v6]:port` and `v4:port`, which some proxies write,
 * lose their brackets and port. Anything else is not an address: undefined.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
  if (withPort) value = withPort[1]!;
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  return mapped && isIP(mapped[1]!) === 4 ? mapped[1]! : value.toLowerCase();
}

function addRange(list: BlockList, range: string): void {
  const [address, prefix, ...rest] = range.split('/');
  const normalized = normalizeAddress(address);
  if (!normalized || rest.length) throw new Error(`"${range}" is not an address, a CIDR range or a name`);
  const family = isIP(normalized) === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(normalized, family);
    return;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128))
    throw new Error(`"${range}" has a prefix length out of range (0–${family === 'ipv4' ? 32 : 128})`);
  list.addSubnet(normalized, bits, family);
}

/**
 * Reads TRUST_PROXY. `false`, `0` or empty: nobody (the peer is the client). A number n: the n
 * addresses nearest this server are proxies (Express's hop count). A comma list of addresses, CIDR
 * ranges and the names loopback, linklocal, uniquelocal: those addresses are proxies, wherever they
 * stand in the chain. `true` is refused: it would believe the left-most entry, which the client writes
 * itself behind any proxy that appends (nginx, cloud load balancers), so every per-address limit could
 * be dodged; the operator has to say how many proxies, or which, there are. Throws a readable message.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return trustNobody;
  if (value === 'true')
    throw new Error(
      'true would believe any address a client writes in X-Forwarded-For; give the number of proxies in front of this server (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8)',
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`${hops} proxies is more than any real chain (at most 32)`);
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const item of value.split(',').map((part) => part.trim())) {
    if (!item) continue;
    for (const range of NAMED_RANGES[item] ?? [item]) addRange(list, range);
  }
  return (address) => list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: starting at the socket's peer, each address the trust function accepts as a
 * proxy hands over to the X-Forwarded-For entry on its left (the one it appended); the first address
 * not trusted is the client. So entries a client wrote itself, to the left of what the proxies added,
 * are never reached. An entry that is not an address ends the walk at the proxy that passed it on.
 * Undefined only without a peer.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string | undefined {
  let client = normalizeAddress(peer);
  if (!client) return undefined;
  const entries = forwardedFor ? forwardedFor.split(',').reverse() : [];
  for (let hop = 0; hop < entries.length && trust(client, hop); hop += 1) {
    const next = normalizeAddress(entries[hop]);
    if (!next) break;
    client = next;
  }
  return client;
}

/** Whether the socket's peer is a trusted proxy, whose X-Forwarded-Proto (and -For) may be believed. */
export function isTrustedPeer(peer: string | undefined, trust: ProxyTrust): boolean {
  const address = normalizeAddress(peer);
  return address !== undefined && trust(address, 0);
}

/**
 * What the API may know of the connection (Hono's `c.env`): @hono/node-server passes the Node request
 * (`incoming`, with its socket); an in-process caller that has resolved the address itself, such as the
 * web app's server components (apps/web/src/lib/server-api.ts), passes `clientAddress`. Neither can be
 * set by a client: headers never reach here.
 */
export interface ConnectionBindings {
  /** The local side too: the address and port the request came in on (lib/request-origin.ts). */
  incoming?: { socket?: { remoteAddress?: string; localAddress?: string; localPort?: number } };
  clientAddress?: string;
}

/**
 * The header apps/web/server.mjs writes on every page request (overwriting any a client sent) with the
 * address it resolved, for server components to pass on as `clientAddress`. The API never reads it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-rassam-client-address';

const bindingsOf = (c: Context) => c.env as ConnectionBindings | undefined;

/** The socket's peer, when the request came over a socket of this process. */
export function socketPeer(c: Context): string | undefined {
  return bindingsOf(c)?.incoming?.socket?.remoteAddress;
}

/**
 * The client's address for the session's record: from the socket and, behind the proxies TRUST_PROXY
 * names, X-Forwarded-For; else the address an in-process caller passed; else 'unknown' (an in-process call
 * made on nobody's behalf, such as the dev payment portal's). Per-address limits count `clientLimitKey`.
 */
export function clientIp(c: Context<AppEnv>): string {
  const bindings = bindingsOf(c);
  const peer = bindings?.incoming?.socket?.remoteAddress;
  if (peer) {
    const trust = c.get('deps').env.TRUST_PROXY;
    return resolveClientAddress(peer, c.req.header('x-forwarded-for'), trust) ?? 'unknown';
  }
  return normalizeAddress(bindings?.clientAddress) ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address (a zone and an IPv4 tail, `::1.2.3.4`, read as groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * Whose hits an address counts as, for every per-address limit: an IPv4 address is one subscriber, while an
 * IPv6 subscriber gets at least a whole /64 (RFC 6177; phones and home routers pick new addresses inside it
 * at will), so an IPv6 address counts as its /64, written `2001:db8:1:2::/64`. IPv4-mapped IPv6 arrives here
 * as IPv4 already (normalizeAddress). Anything else, `unknown` included, is its own key.
 */
export function rateLimitAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The subject of per-address limits for this request: its client's address, IPv6 by its /64. */
export function clientLimitKey(c: Context<AppEnv>): string {
  return rateLimitAddress(clientIp(c));
}
