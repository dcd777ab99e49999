import type { Context } from 'hono';
import type { Env } from '../env';
import { normalizeAddress, type ConnectionBindings } from './client-address';
import type { AppEnv } from './context';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/**
 * Whether `host` (a Host header's host and port, as the request's URL holds it) names the socket the
 * request came in on: the same port, and the same address, written as that address or, on a loopback
 * socket, as `localhost` or a name under it (browsers resolve those to this machine themselves).
 */
export function hostNamesSocket(host: string, socket: { localAddress?: string; localPort?: number }): boolean {
  if (!URL.canParse(`http://${host}`)) return false;
  const url = new URL(`http://${host}`);
  const local = normalizeAddress(socket.localAddress);
  if (!local || socket.localPort === undefined) return false;
  if (Number(url.port || 80) !== socket.localPort) return false;
  const name = url.hostname.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return LOOPBACK.test(local);
  return normalizeAddress(name) === local;
}

/**
 * The origin the visitor opened the site at, for the addresses a payment gateway sends them back to:
 * only in demo mode and only while SITE_URL is unset (its default, localhost, is a guess: a site opened at
 * 127.0.0.1 or a LAN address would send the payer back to a host whose cookies they do not have). Null
 * otherwise, and whenever the Host header does not name the socket the request came in on: a Host this
 * server cannot check (a name, an address of another machine, one a proxy passed on) is never taken, so
 * nobody can make a gateway send a payer to an address of theirs. With SITE_URL set, that is the origin.
 */
export function demoRequestOrigin(c: Context<AppEnv>, env: Pick<Env, 'demoMode' | 'siteUrlSet'>): string | null {
  if (!env.demoMode || env.siteUrlSet) return null;
  const socket = (c.env as ConnectionBindings | undefined)?.incoming?.socket;
  if (!socket) return null;
  const url = new URL(c.req.url);
  // The embedded server speaks plain HTTP: a TLS proxy in front of it is not a demo without SITE_URL.
  if (url.protocol !== 'http:' || !hostNamesSocket(url.host, socket)) return null;
  return url.origin;
}
