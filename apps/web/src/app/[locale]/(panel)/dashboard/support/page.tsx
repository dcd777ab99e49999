import type { DeskCounts } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeskNav } from '@/components/desk/desk-nav';
import { deskMetadata } from '@/components/desk/desk-page';
import { deskPaths, withQuery } from '@/components/desk/desk-paths';
import { PageHeader } from '@/components/panel/page-header';
import { CardLink } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Num } from '@/components/ui/num';
import { requireStaff } from '@/lib/guards';
import { serverApi, serverApiPage } from '@/lib/server-api';

export const generateMetadata = deskMetadata(deskPaths.home, 'supportDesk');

/**
 * The desk at a glance: what waits for us in both queues, each figure a link to the queue filtered to it.
 */
export default async function DeskHomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale);
  const [titles, t, counts, openOrders, quotes, work] = await Promise.all([
    getTranslations('titles'),
    getTranslations('desk'),
    serverApi<DeskCounts>('/support/counts'),
    serverApiPage<unknown>('/support/orders?pageSize=1'),
    serverApiPage<unknown>('/support/orders?status=awaiting_quote&pageSize=1'),
    serverApiPage<unknown>('/support/orders?status=paid&pageSize=1'),
  ]);
  const figures = [
    counts.ok && {
      key: 'waiting',
      label: t('home.waitingForUs'),
      value: counts.data.waitingForUs,
      href: deskPaths.tickets,
    },
    counts.ok && {
      key: 'new',
      label: t('home.new'),
      value: counts.data.new,
      href: withQuery(deskPaths.tickets, { status: 'new' }),
    },
    counts.ok && {
      key: 'mine',
      label: t('home.mine'),
      value: counts.data.mine,
      href: withQuery(deskPaths.tickets, { assigned: 'me' }),
    },
    counts.ok && {
      key: 'unassigned',
      label: t('home.unassigned'),
      value: counts.data.unassigned,
      href: withQuery(deskPaths.tickets, { assigned: 'none' }),
    },
    counts.ok && { key: 'overdue', label: t('home.overdue'), value: counts.data.overdue, href: deskPaths.tickets },
    openOrders.ok && {
      key: 'orders',
      label: t('home.openOrders'),
      value: openOrders.meta.total,
      href: deskPaths.orders,
    },
    quotes.ok && {
      key: 'quotes',
      label: t('home.quotes'),
      value: quotes.meta.total,
      href: withQuery(deskPaths.orders, { status: 'awaiting_quote' }),
    },
    work.ok && {
      key: 'paid',
      label: t('home.toStart'),
      value: work.meta.total,
      href: withQuery(deskPaths.orders, { status: 'paid' }),
    },
  ].filter((figure) => figure !== false);

  return (
    <>
      <PageHeader title={titles('supportDesk')} intro={t('home.intro')} />
      <DeskNav current="home" />
      {!counts.ok || !openOrders.ok ? <LoadError message={t('loadError')} retryHref={deskPaths.home} /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <li key={figure.key}>
            <CardLink href={figure.href} data-testid={`desk-count-${figure.key}`}>
              <span className="block text-sm font-medium text-muted-foreground">{figure.label}</span>
              <span className="mt-2 block text-2xl font-extrabold tabular-nums">
                <Num value={figure.value} />
              </span>
            </CardLink>
          </li>
        ))}
      </ul>
    </>
  );
}
