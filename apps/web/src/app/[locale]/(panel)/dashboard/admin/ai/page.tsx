import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { adminMetadata } from '@/components/admin/admin-page';
import { providerNames, providerSettings } from '@/components/admin/ai-labels';
import { AiToolsTable } from '@/components/admin/ai-tools-table';
import type { AiOverview, AiProvider, RemoteProvider } from '@/components/admin/types';
import { Card, PageHeader } from '@/components/panel/page-header';
import { DateTime, LoadError } from '@/components/wallet/wallet-ui';
import { requireAdmin } from '@/lib/guards';
import { formatAmount } from '@/lib/money';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata('/dashboard/admin/ai', 'adminAi');

const path = '/dashboard/admin/ai';

const chipStyle = {
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  off: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  info: 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100',
};

function Chip({ tone, children }: { tone: keyof typeof chipStyle; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${chipStyle[tone]}`}
    >
      {children}
    </span>
  );
}

/** A setting or an id inside running text: left to right, in the code font. */
const code = (chunks: ReactNode) => (
  <code dir="ltr" className="rounded bg-[var(--surface-muted)] px-1 py-0.5 font-mono text-[0.85em]">
    {chunks}
  </code>
);

export default async function AdminAiPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, overview] = await Promise.all([
    getTranslations('titles'),
    getTranslations('admin'),
    serverApi<AiOverview>('/admin/ai'),
  ]);

  const seconds = (value: number | null) =>
    value === null ? '—' : t('ai.seconds', { value: formatAmount(value, locale, 1) });
  const nameOf = (provider: AiProvider['name']) =>
    provider === 'offline' ? t('ai.offlineName') : providerNames[provider];

  if (!overview.ok) {
    return (
      <>
        <PageHeader title={titles('adminAi')} intro={t('ai.intro')} />
        <LoadError retryHref={path} message={t('loadError')} />
      </>
    );
  }
  const { offline, providers, tools } = overview.data;
  const configured = Object.fromEntries(
    providers.filter((p) => p.name !== 'offline').map((p) => [p.name, p.configured]),
  ) as Record<RemoteProvider, boolean>;
  return (
    <>
      <PageHeader title={titles('adminAi')} intro={t('ai.intro')} />

      <section aria-labelledby="providers-title" className="mb-10">
        <h2 id="providers-title" className="text-xl font-bold">
          {t('ai.providersTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">{t('ai.providersHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {providers.map((provider) => {
            const name = nameOf(provider.name);
            const figures: [string, string][] = [
              [t('ai.figures.completed'), formatNumber(provider.last24h.completed, locale)],
              [t('ai.figures.failed'), formatNumber(provider.last24h.failed, locale)],
              [t('ai.figures.refused'), formatNumber(provider.last24h.refused, locale)],
              [t('ai.figures.running'), formatNumber(provider.last24h.running, locale)],
              [t('ai.figures.p50'), seconds(provider.last24h.p50Seconds)],
              [t('ai.figures.p95'), seconds(provider.last24h.p95Seconds)],
            ];
            const isOffline = provider.name === 'offline';
            return (
              <Card key={provider.name} className="flex flex-col">
                <div data-testid={`ai-provider-${provider.name}`} className="flex flex-1 flex-col">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-lg font-bold">{name}</h3>
                    <div className="flex flex-wrap gap-1.5">
                      {isOffline ? (
                        <>
                          <Chip tone={offline.enabled ? 'good' : 'off'}>
                            {offline.enabled ? t('ai.offlineOn') : t('ai.offlineOff')}
                          </Chip>
                          <Chip tone={offline.charged ? 'warn' : 'info'}>
                            {offline.charged ? t('ai.charged') : t('ai.free')}
                          </Chip>
                        </>
                      ) : (
                        <Chip tone={provider.configured ? 'good' : 'off'}>
                          {provider.configured ? t('ai.configured') : t('ai.notConfigured')}
                        </Chip>
                      )}
                    </div>
                  </div>
                  <div className="mt-1.5 space-y-1 text-sm text-[var(--text-muted)]">
                    {isOffline ? (
                      <>
                        <p>{t('ai.offlineAbout')}</p>
                        <p>{offline.charged ? t('ai.chargedHint') : t('ai.freeHint')}</p>
                        {offline.enabled ? null : (
                          <p>{t.rich('ai.offlineOffHint', { setting: providerSettings.offline, code })}</p>
                        )}
                      </>
                    ) : provider.configured ? null : (
                      <p>{t.rich('ai.setKey', { setting: providerSettings[provider.name], code })}</p>
                    )}
                  </div>
                  <dl
                    aria-label={t('ai.figuresLabel', { name })}
                    className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3"
                  >
                    {figures.map(([label, value]) => (
                      <div key={label} className="min-w-0">
                        <dt className="text-[var(--text-muted)]">{label}</dt>
                        <dd className="text-base font-bold tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="mt-4 border-t border-[var(--border)] pt-3 text-sm">
                    <h4 className="font-semibold">{t('ai.lastError')}</h4>
                    {provider.lastError ? (
                      <div className="mt-1">
                        <p className="flex flex-wrap items-baseline gap-x-2">
                          <code dir="ltr" className="font-mono text-xs font-semibold text-red-700 dark:text-red-300">
                            {provider.lastError.code}
                          </code>
                          <span className="text-xs text-[var(--text-muted)]">
                            <DateTime value={provider.lastError.at} locale={locale} />
                          </span>
                        </p>
                        {provider.lastError.detail ? (
                          <p
                            dir="ltr"
                            className="mt-1 break-words rounded-lg bg-[var(--surface-muted)] px-2.5 py-1.5 text-start font-mono text-xs"
                          >
                            {provider.lastError.detail}
                          </p>
                        ) : null}
                      </div>
                    ) : (
                      <p className="mt-1 text-[var(--text-muted)]">{t('ai.noError')}</p>
                    )}
                  </div>
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="tools-title">
        <h2 id="tools-title" className="text-xl font-bold">
          {t('ai.toolsTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">{t('ai.toolsHint')}</p>
        <AiToolsTable tools={tools} configured={configured} locale={locale} />
      </section>
    </>
  );
}
