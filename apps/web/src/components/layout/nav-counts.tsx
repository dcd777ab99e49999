'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { usePathname } from '@/i18n/navigation';
import { api } from '@/lib/api-client';

/**
 * The sidebar's counts: what waits for the reader behind an entry. Each names the API that counts it; the
 * panel asks again on every navigation, so a count is right once the reader has been to the page (reading a
 * ticket marks its replies read before the next page is shown). A count for another part of the panel is
 * one more entry here, with its label in `useCountLabels`.
 */
const sources = {
  /** The user's tickets with desk replies not read yet. */
  tickets: { path: '/tickets/unread', read: ({ data }: Answer<{ tickets: number }>) => data.tickets },
  /** The desk's (staff only): tickets waiting for an answer of ours. */
  deskTickets: { path: '/support/counts', read: ({ data }: Answer<{ waitingForUs: number }>) => data.waitingForUs },
  /** The desk's (staff only): open orders, the orders queue's total under its default filter (one row asked). */
  deskOrders: { path: '/support/orders?pageSize=1', read: ({ meta }: Answer<unknown>) => meta?.total ?? 0 },
} as const;

type Answer<T> = { data: T; meta?: { total?: number } };
export type CountKey = keyof typeof sources;
export type NavCounts = Partial<Record<CountKey, number>>;

/** The counts of `keys`, asked of the API on mount and after every navigation; a failed one is left out. */
export function useNavCounts(keys: readonly CountKey[]): NavCounts {
  const pathname = usePathname();
  const [counts, setCounts] = useState<NavCounts>({});
  const wanted = keys.join(',');
  useEffect(() => {
    let live = true;
    for (const key of wanted.split(',').filter(Boolean) as CountKey[]) {
      const source = sources[key];
      api
        .get<never>(source.path, { toastErrors: false })
        .then((answer) => live && setCounts((old) => ({ ...old, [key]: source.read(answer as Answer<never>) })))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [wanted, pathname]);
  return counts;
}

/** What each count means, for screen readers ("2 tickets with new replies", "3 waiting for us"). */
function useCountLabels(): Record<CountKey, (count: number) => string> {
  const tickets = useTranslations('tickets');
  const panel = useTranslations('panel');
  const locale = useLocale() as Locale;
  return {
    tickets: (count) => tickets('navCount', { count }),
    deskTickets: (count) => `${formatNumber(count, locale)} ${panel('deskWaiting')}`,
    deskOrders: (count) => `${formatNumber(count, locale)} ${panel('deskOpen')}`,
  };
}

/** A count beside a sidebar entry: nothing at zero; the number in the page's digits, its meaning spoken. */
export function NavCount({ name, count }: { name: CountKey; count: number | undefined }) {
  const locale = useLocale() as Locale;
  const labels = useCountLabels();
  if (!count) return null;
  return (
    <Badge tone="info" className="ms-auto" data-testid={`nav-count-${name}`} data-count={count}>
      <span aria-hidden>{formatNumber(count, locale)}</span>
      <span className="sr-only">{labels[name](count)}</span>
    </Badge>
  );
}
