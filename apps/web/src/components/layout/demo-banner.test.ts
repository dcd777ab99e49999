import { parseEnv, type Env } from '@rassam/api/env';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoBanner } from './demo-banner';

// getEnv() keeps the process's configuration here; each test puts the one it renders with.
const globals = globalThis as unknown as { __rassamEnv?: Env };
const configure = (variables: Record<string, string>) => {
  globals.__rassamEnv = parseEnv({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rassam-banner-')),
    SESSION_SECRET: 'x'.repeat(40),
    ...variables,
  });
};
const render = (locale: 'fa' | 'en') => renderToStaticMarkup(createElement(DemoBanner, { locale }));

afterEach(() => {
  delete globals.__rassamEnv;
});

describe('demo banner', () => {
  it('is rendered on the server in both languages in the embedded default (demo mode)', () => {
    configure({ NODE_ENV: 'production' });
    const fa = render('fa');
    expect(fa).toContain('<section aria-label="اطلاعیه‌ی نسخه‌ی نمایشی" data-testid="demo-banner"');
    expect(fa).toContain('<strong>نسخه‌ی نمایشی.</strong> کدهای تأیید فرستاده نمی‌شوند و در صندوق خروجی می‌مانند.');
    const en = render('en');
    expect(en).toContain('<section aria-label="Demo notice" data-testid="demo-banner"');
    expect(en).toContain('<strong>Demo.</strong> Codes are not sent: they stay in the outbox. Payments are simulated.');
  });

  it('is absent with demo mode off: a database of its own, or DEMO_MODE=false', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
    configure({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/rassam', ...smtp });
    expect(render('fa')).toBe('');
    expect(render('en')).toBe('');
    configure({ DEMO_MODE: 'false', ...smtp });
    expect(render('en')).toBe('');
    configure({ DATABASE_URL: 'postgres://db/rassam', DEMO_MODE: 'true' });
    expect(render('en')).toContain('data-testid="demo-banner"');
  });
});
