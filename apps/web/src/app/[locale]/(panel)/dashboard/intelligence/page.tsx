import { type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { DesignGrid } from '@/components/studio/design-grid';
import { formPath, historyPath } from '@/components/studio/paths';
import { loadTools, toolNames } from '@/components/studio/server';
import { inputTargets } from '@/components/studio/targets';
import type { Design, ToolInfo } from '@/components/studio/types';
import type { WalletView } from '@/components/wallet/types';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardLink } from '@/components/ui/card';
import { aiGroupCopy, toolCopy, type AiGroup } from '@/content/ai-tools';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi, serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/intelligence', 'intelligence');

const groupOrder: AiGroup[] = ['image', 'edit', 'video', '3d', 'audio', 'model'];

export default async function StudioPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const [titles, t, tools, names, wallet, recent, queued, processing] = await Promise.all([
    getTranslations('titles'),
    getTranslations('studio'),
    loadTools(),
    toolNames(locale),
    serverApi<WalletView>('/wallet'),
    serverApiPage<Design>('/designs?pageSize=6'),
    serverApiPage<Design>('/designs?status=queued&pageSize=20'),
    serverApiPage<Design>('/designs?status=processing&pageSize=20'),
  ]);
  const running = [...(processing.ok ? processing.data : []), ...(queued.ok ? queued.data : [])];
  const runningIds = new Set(running.map((d) => d.id));
  const latest = recent.ok ? recent.data.filter((d) => !runningIds.has(d.id)) : [];
  const targets = inputTargets(tools, names);
  const byGroup = new Map<AiGroup, ToolInfo[]>();
  for (const tool of tools) byGroup.set(tool.group, [...(byGroup.get(tool.group) ?? []), tool]);

  return (
    <>
      <PageHeader title={titles('intelligence')} intro={t('hub.intro')}>
        <CardLink
          href="/dashboard/wallet"
          data-testid="studio-balance"
          className="inline-flex items-baseline gap-2 px-4 py-2.5 sm:px-4 sm:py-2.5"
        >
          <span className="text-sm text-muted-foreground">{t('form.balance')}</span>
          <span className="text-lg font-extrabold tabular-nums">
            {wallet.ok ? t('form.coins', { count: wallet.data.balance }) : '—'}
          </span>
        </CardLink>
      </PageHeader>

      {running.length ? (
        <section aria-labelledby="running-title" className="mb-10">
          <h2 id="running-title" className="mb-4 text-xl font-bold">
            {t('hub.running')}
          </h2>
          <DesignGrid designs={running} toolNames={names} targets={targets} />
        </section>
      ) : null}

      {latest.length ? (
        <section aria-labelledby="recent-title" className="mb-10">
          <h2 id="recent-title" className="mb-4 text-xl font-bold">
            {t('hub.recent')}
          </h2>
          <DesignGrid designs={latest} toolNames={names} targets={targets} />
        </section>
      ) : null}

      {groupOrder.map((group) => {
        const list = byGroup.get(group) ?? [];
        if (!list.length) return null;
        const copy = aiGroupCopy[group][locale];
        return (
          <section key={group} aria-labelledby={`group-${group}`} className="mb-10">
            <h2 id={`group-${group}`} className="text-xl font-bold">
              {copy.name}
            </h2>
            <p className="mb-4 mt-1 text-sm text-muted-foreground">{copy.description}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
              {list.map((tool) => {
                const toolText = toolCopy(tool.slug, locale);
                return (
                  <li key={tool.slug}>
                    <Card className="flex h-full flex-col gap-3 p-5">
                      <h3 className="text-lg font-bold">
                        <Link href={formPath(tool.slug)} className="hover:text-link">
                          {toolText.name}
                        </Link>
                      </h3>
                      <p className="text-sm text-muted-foreground">{toolText.tagline}</p>
                      <p className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
                        <span className="font-semibold tabular-nums">
                          {tool.cost === 0 ? t('form.free') : t('hub.from', { count: tool.cost })}
                        </span>
                        {tool.available ? null : <Badge tone="warning">{t('hub.unavailable')}</Badge>}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <ButtonLink href={formPath(tool.slug)}>{t('hub.start')}</ButtonLink>
                        <ButtonLink href={historyPath(tool.slug)} variant="outline">
                          {t('hub.history')}
                        </ButtonLink>
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
