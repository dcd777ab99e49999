import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { themeScript } from '../lib/csp';
import { inlineHashes, isKnownInlineScript, publicPagePolicy } from './page-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const script = (body: string, attributes = '') => `<script${attributes}>${body}</script>`;

const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const chunks = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});';
const reactRuntime = '$RB=[];$RV=function(a){$RT=performance.now()};$RC("B:0","S:0")';

describe('the inline scripts of a page cached for everyone', () => {
  it('hashes those Next.js, React, Turbopack and our theme script write', () => {
    for (const body of [
      themeScript,
      '(self.__next_f=self.__next_f||[]).push([0])',
      payload,
      chunks,
      reactRuntime,
      'requestAnimationFrame(function(){$RT=performance.now()});',
    ])
      expect(isKnownInlineScript(body), body).toBe(true);
    const html = `<html><head>${script(themeScript)}${script('', ' src="/_next/a.js" async=""')}</head><body>${script(payload)}${script(chunks, ' id="_R_"')}</body></html>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hash(themeScript), hash(payload), hash(chunks)],
      unknown: [],
    });
  });

  it('leaves out what is not of those shapes, so the browser refuses it', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,alert(document.cookie)])',
      'self.__next_f.push([1,"a"]);alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("//evil"));',
      '$RC=1;</script><script>alert(1)',
    ];
    for (const body of injected) expect(isKnownInlineScript(body), body).toBe(false);
    const { scripts, unknown } = inlineHashes(script('alert(1)'));
    expect(scripts).toEqual([]);
    expect(unknown).toEqual(['alert(1)']);
  });

  it('never hashes data (JSON-LD) or script files', () => {
    const html = `${script('{"@type":"Thing"}', ' type="application/ld+json"')}${script('', ' src="/x.js"')}`;
    expect(inlineHashes(html)).toEqual({ scripts: [], unknown: [] });
  });

  it('makes a policy with the hashes, no nonce and no strict-dynamic', () => {
    const { policy } = publicPagePolicy(script(payload), { mapStyleUrl: 'https://tiles.example.org/style.json' });
    const scripts = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scripts).toContain(hash(payload));
    expect(scripts).toContain("'self'");
    expect(scripts).not.toMatch(/nonce|strict-dynamic|unsafe-inline/);
    // Styles inline: libraries write <style> elements at run time and the page has no nonce for them.
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org");
  });
});
