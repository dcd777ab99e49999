import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import en from '@rassam/i18n/messages/en.json';
import fa from '@rassam/i18n/messages/fa.json';
import { createTranslator } from 'next-intl';

const messages = { fa, en } as const;

/**
 * The demo's banner on every page (decision 017): codes wait in the outbox, payments are simulated. It is
 * in the server's HTML, at the top of the body, so its space is there before the first paint and nothing
 * shifts when the page comes alive; and it depends on configuration alone, the same for every visitor,
 * so cached pages can carry it. No link: the outbox answers one address at a time, in JSON.
 */
export function DemoBanner({ locale }: { locale: Locale }) {
  if (!getEnv().demoMode) return null;
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'demo' });
  return (
    <section
      aria-label={t('label')}
      data-testid="demo-banner"
      className="demo-banner no-print border-b border-warning-soft-foreground/20 bg-warning-soft px-4 py-1 text-center text-xs leading-5 text-warning-soft-foreground sm:text-sm sm:leading-6"
    >
      <p className="mx-auto max-w-5xl">{t.rich('notice', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
    </section>
  );
}
