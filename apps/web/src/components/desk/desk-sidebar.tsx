'use client';

import type { DeskCounts } from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatNumber, type Locale } from '@rassam/i18n';
import { NavLink } from '@/components/layout/nav-link';
import { Badge } from '@/components/ui/badge';
import { ChatIcon, ListIcon, ReceiptIcon } from '@/components/ui/icons';
import { usePathname } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { deskPaths } from './desk-paths';

/** What the sidebar counts: tickets waiting for us, open orders (read in the browser: the panel's shell is shared). */
function useDeskCounts() {
  const [counts, setCounts] = useState<{ tickets: number; orders: number } | null>(null);
  const pathname = usePathname();
  useEffect(() => {
    let live = true;
    Promise.all([
      api.get<DeskCounts>('/support/counts', { toastErrors: false }),
      // The queue's total is the count of open orders (its default filter); one row is enough to read it.
      api.get<unknown[]>('/support/orders?pageSize=1', { toastErrors: false }) as Promise<{ meta?: { total: number } }>,
    ])
      .then(([tickets, orders]) => {
        if (live) setCounts({ tickets: tickets.data.waitingForUs, orders: orders.meta?.total ?? 0 });
      })
      .catch(() => {
        // No figure rather than a wrong one: the links still lead to the queues.
      });
    return () => {
      live = false;
    };
  }, [pathname]);
  return counts;
}

/** The support desk's section of the sidebar, for support and admin accounts, with what waits in each queue. */
export function DeskSidebarGroup({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('panel');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const counts = useDeskCounts();
  const items = [
    {
      href: deskPaths.tickets,
      label: t('nav.deskTickets'),
      Icon: ChatIcon,
      count: counts?.tickets,
      hint: t('deskWaiting'),
    },
    {
      href: deskPaths.orders,
      label: t('nav.deskOrders'),
      Icon: ReceiptIcon,
      count: counts?.orders,
      hint: t('deskOpen'),
    },
    { href: deskPaths.replies, label: t('nav.deskReplies'), Icon: ListIcon, count: undefined, hint: '' },
  ];
  return (
    <div>
      <p className="mb-1.5 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t('groups.desk')}
      </p>
      <ul className="space-y-0.5" data-testid="desk-sidebar">
        {items.map(({ href, label, Icon, count, hint }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <NavLink href={href} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
                <Icon />
                <span className="flex-1">{label}</span>
                {count ? (
                  <Badge tone={active ? 'outline' : 'info'} data-testid="desk-sidebar-count">
                    {formatNumber(count, locale)}
                    <span className="sr-only"> {hint}</span>
                  </Badge>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
