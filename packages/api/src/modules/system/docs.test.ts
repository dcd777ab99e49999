import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../lib/openapi-document';
import { createTestApp } from '../../test-utils';
import { REDOC_BUNDLE_PATH } from './docs-page';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.app.request('/api/openapi.json')).json();
});
afterAll(() => t.close());

const operations = (document: Doc) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Doc>).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rassam-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      // Offline and quiet: no usage report, no look-up of a newer version.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as {
      totals: Record<string, number>;
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('names every operation once, from its method and path', () => {
    const ids = operations(doc).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('get', '/api/market/shops/{slug}/listings')).toBe('getMarketShopsBySlugListings');
    expect(operationIdOf('post', '/api/admin/users/{id}/sessions/revoke')).toBe('postAdminUsersByIdSessionsRevoke');
    const me = doc.paths['/api/me'];
    expect([me.get.operationId, me.patch.operationId]).toEqual(['getMe', 'patchMe']);
  });

  it('declares the session cookie and which operations need it', () => {
    expect(doc.components.securitySchemes.userSession).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'user_session' }),
    );
    expect(doc.paths['/api/me'].get.security).toEqual([{ userSession: [] }]);
    // Public, but a session there changes the answer (e.g. the caller's own likes).
    expect(doc.paths['/api/auth/login'].post.security).toEqual([{}, { userSession: [] }]);
    expect(doc.paths['/api/webhooks/ai/{provider}'].post.security).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    // Every state-changing operation says it refuses other sites' pages.
    for (const { path, method, operation } of operations(doc)) {
      if (['post', 'put', 'patch', 'delete'].includes(method) && !path.startsWith('/api/webhooks/')) {
        expect(operation.responses['403'].description, `${method} ${path}`).toContain('CrossSiteRequest');
      }
    }
  });
});

describe('the API reference page', () => {
  it('loads its viewer from this server only, under a policy that allows no other host', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).not.toMatch(/https?:|\*/);
    // No script, stylesheet or font from elsewhere: every src/href is a path on this server.
    const references = [...html.matchAll(/\b(?:src|href|spec-url)="([^"]*)"/g)].map((m) => m[1]!);
    expect(references).toEqual(expect.arrayContaining([REDOC_BUNDLE_PATH, '/api/openapi.json']));
    for (const reference of references) expect(reference).toMatch(/^\/[^/]/);
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await t.app.request(REDOC_BUNDLE_PATH);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(500_000);
  });
});
