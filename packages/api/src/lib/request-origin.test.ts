import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { demoRequestOrigin, hostNamesSocket } from './request-origin';

describe('hostNamesSocket', () => {
  const v4 = { localAddress: '::ffff:127.0.0.1', localPort: 3000 };
  it('takes the socket’s own address and port, and localhost names on a loopback socket', () => {
    expect(hostNamesSocket('127.0.0.1:3000', v4)).toBe(true);
    expect(hostNamesSocket('localhost:3000', v4)).toBe(true);
    expect(hostNamesSocket('en.localhost:3000', v4)).toBe(true);
    expect(hostNamesSocket('[::1]:3000', { localAddress: '::1', localPort: 3000 })).toBe(true);
    expect(hostNamesSocket('192.168.1.20:3000', { localAddress: '192.168.1.20', localPort: 3000 })).toBe(true);
    expect(hostNamesSocket('192.168.1.20', { localAddress: '192.168.1.20', localPort: 80 })).toBe(true);
  });
  it('refuses another port, another address, names it cannot check and localhost off loopback', () => {
    expect(hostNamesSocket('127.0.0.1:3001', v4)).toBe(false);
    expect(hostNamesSocket('127.0.0.2:3000', v4)).toBe(false);
    expect(hostNamesSocket('evil.example:3000', v4)).toBe(false);
    expect(hostNamesSocket('localhost.evil.example:3000', v4)).toBe(false);
    expect(hostNamesSocket('localhost:3000', { localAddress: '192.168.1.20', localPort: 3000 })).toBe(false);
    expect(hostNamesSocket('127.0.0.1:3000', {})).toBe(false);
    expect(hostNamesSocket('a b:3000', v4)).toBe(false);
  });
});

describe('demoRequestOrigin', () => {
  const socket = { remoteAddress: '127.0.0.1', localAddress: '127.0.0.1', localPort: 3000 };
  const origin = (
    url: string,
    env: { demoMode: boolean; siteUrlSet: boolean },
    bindings: object = { incoming: { socket } },
  ) => {
    const app = new Hono<AppEnv>().get('*', (c) => c.text(demoRequestOrigin(c, env) ?? 'none'));
    return Promise.resolve(app.request(url, {}, bindings)).then((res) => res.text());
  };
  const demo = { demoMode: true, siteUrlSet: false };

  it('is the address opened, in demo mode without SITE_URL', async () => {
    expect(await origin('http://127.0.0.1:3000/api/wallet/topups', demo)).toBe('http://127.0.0.1:3000');
    expect(await origin('http://localhost:3000/api/wallet/topups', demo)).toBe('http://localhost:3000');
  });
  it('is none with SITE_URL, out of demo mode, without a socket, or for a Host that is not this socket', async () => {
    const url = 'http://127.0.0.1:3000/api/wallet/topups';
    expect(await origin(url, { demoMode: true, siteUrlSet: true })).toBe('none');
    expect(await origin(url, { demoMode: false, siteUrlSet: false })).toBe('none');
    expect(await origin(url, demo, {})).toBe('none');
    expect(await origin('http://evil.example:3000/x', demo)).toBe('none');
    expect(await origin('https://127.0.0.1:3000/x', demo)).toBe('none');
  });
});
