import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, modelViewerStyleHash, newNonce, themeScript } from './csp';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the pages’ policy', () => {
  it('runs scripts by nonce and hash only, with no eval outside next dev', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc' }));
    const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'nonce-abc'", themeHash, "'strict-dynamic'", "'wasm-unsafe-eval'"]),
    );
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: 'abc', dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc'", modelViewerStyleHash]);
  });

  it('names no other host unless a map style is configured, then only its origin', () => {
    expect(contentSecurityPolicy({ nonce: 'abc' })).not.toMatch(/https?:/);
    const policy = directives(
      contentSecurityPolicy({ nonce: 'abc', mapStyleUrl: 'https://tiles.example.org/style.json' }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://tiles.example.org']);
    expect(policy['img-src']).toContain('https://tiles.example.org');
  });

  it('allows model-viewer’s template stylesheet of the installed version by its hash', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@google/model-viewer'), 'utf8');
    const style = /<style>([^]*?)<\/style>/.exec(source)![1]!;
    expect(modelViewerStyleHash).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('makes a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});
