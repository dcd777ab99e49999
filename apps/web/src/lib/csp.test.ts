import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, modelViewerStyleHash, newNonce, themeScript } from './csp';
import { documentClasses } from './document-classes';

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
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    // Frames of our own origin only: an imported tour's sandboxed folder (/api/tour-sites/), nothing else.
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc'", modelViewerStyleHash]);
  });

  it('lets any site frame an embed, and only our own pages frame any other page', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'abc' }))['frame-ancestors']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ inlineHashes: { scripts: [] } }))['frame-ancestors']).toEqual(["'self'"]);
    expect(
      directives(contentSecurityPolicy({ inlineHashes: { scripts: [] }, embeddable: true }))['frame-ancestors'],
    ).toEqual(['*']);
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

  it('the theme script and the layout put the same classes on <html>, for every cookie', () => {
    for (const cookie of [
      '',
      'theme=dark',
      'theme=light; signed_in=1',
      'a=1; theme=system',
      'signed_in=1; theme=dark',
      'signed_in=0',
    ])
      for (const prefersDark of [false, true]) {
        const classes = new Set<string>();
        const fakeDocument = { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
        const matchMedia = () => ({ matches: prefersDark });
        new Function('document', 'matchMedia', themeScript)(fakeDocument, matchMedia);
        const expected = documentClasses(cookie, prefersDark);
        expect({ dark: classes.has('dark'), signedIn: classes.has('signed-in') }, `${cookie} ${prefersDark}`).toEqual(
          expected,
        );
      }
  });

  it('makes a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});
