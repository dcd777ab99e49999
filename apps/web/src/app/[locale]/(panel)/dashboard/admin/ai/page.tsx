import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { adminMetadata } from '@/components/admin/admin-page';
import { providerNames, providerSettings } from '@/components/admin/ai-labels';
import { AiToolsTable } from '@/components/admin/ai-tools-table';
import type { AiOverview, AiProvider, RemoteProvider } from '@/components/admin/types';
import { AdminLoadError } from '@/components/admin/admin-nav';
import { PageHeader } from '@/components/panel/page-header';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { requireAdmin } from '@/lib/guards';
import { formatAmount } from '@/lib/money';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata('/dashboard/admin/ai', 'adminAi');

const path = '/dashboard/admin/ai';

/** A provider's state and the offline provider's price, as chips. */
const stateTones: Record<'on' | 'off' | 'charged' | 'free', StatusTone> = {
  on: 'success',
  off: 'neutral',
  charged: 'warning',
  free: 'info',
};

/** A setting or an id inside running text: left to right, in the code font. */
const code = (chunks: ReactNode) => (
  <code dir="ltr" className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
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
        <AdminLoadError retryHref={path} />
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
        <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('ai.providersHint')}</p>
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
              <Card key={provider.name} data-testid={`ai-provider-${provider.name}`}>
                <CardContent>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <CardTitle asChild>
                      <h3>{name}</h3>
                    </CardTitle>
                    <div className="flex flex-wrap gap-1.5">
                      {isOffline ? (
                        <>
                          <StatusChip
                            status={offline.enabled ? 'on' : 'off'}
                            label={offline.enabled ? t('ai.offlineOn') : t('ai.offlineOff')}
                            tones={stateTones}
                          />
                          <StatusChip
                            status={offline.charged ? 'charged' : 'free'}
                            label={offline.charged ? t('ai.charged') : t('ai.free')}
                            tones={stateTones}
                          />
                        </>
                      ) : (
                        <StatusChip
                          status={provider.configured ? 'on' : 'off'}
                          label={provider.configured ? t('ai.configured') : t('ai.notConfigured')}
                          tones={stateTones}
                        />
                      )}
                    </div>
                  </div>
                  <div className="mt-1.5 space-y-1 text-sm text-muted-foreground">
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
                        <dt className="text-muted-foreground">{label}</dt>
                        <dd className="text-base font-bold tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="mt-4 border-t border-border pt-3 text-sm">
                    <h4 className="font-semibold">{t('ai.lastError')}</h4>
                    {provider.lastError ? (
                      <div className="mt-1">
                        <p className="flex flex-wrap items-baseline gap-x-2">
                          <code dir="ltr" className="font-mono text-xs font-semibold text-danger">
                            {provider.lastError.code}
                          </code>
                          <span className="text-xs text-muted-foreground">
                            <DateText value={provider.lastError.at} month="short" withTime locale={locale} />
                          </span>
                        </p>
                        {provider.lastError.detail ? (
                          <p
                            dir="ltr"
                            className="mt-1 break-words rounded-lg bg-muted px-2.5 py-1.5 text-start font-mono text-xs"
                          >
                            {provider.lastError.detail}
                          </p>
                        ) : null}
                      </div>
                    ) : (
                      <p className="mt-1 text-muted-foreground">{t('ai.noError')}</p>
                    )}
                  </div>
                </CardContent>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="tools-title">
        <h2 id="tools-title" className="text-xl font-bold">
          {t('ai.toolsTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('ai.toolsHint')}</p>
        <AiToolsTable tools={tools} configured={configured} locale={locale} />
      </section>
    </>
  );
}
