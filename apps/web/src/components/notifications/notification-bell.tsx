'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { DateText } from '@/components/ui/date-text';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { BellIcon } from '@/components/ui/icons/bell';
import { CheckIcon } from '@/components/ui/icons/check';
import { IconButton } from '@/components/ui/icon-button';
import { Link, usePathname } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { bellCount } from './bell-count';
import { markRead, notificationsPath, type NotificationView } from './notification-api';

/** The latest notices the menu shows; the rest are on the full list. */
const LATEST = 6;

type State = { items: NotificationView[]; unread: number } | null;

/**
 * The header's bell (signed-in visitors only; on a cached public page it is asked for in the browser): the
 * unread count on it, named in its label ("Notifications, 3 unread"), and a menu of the latest notices, each
 * opening its page (an order's, a ticket's) and marked read when opened; "mark all read", and the full list.
 * It asks again on every navigation and when opened, so a notice read elsewhere does not stay counted.
 */
export function NotificationBell() {
  const t = useTranslations('notificationCenter');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const [state, setState] = useState<State>(null);

  const load = useCallback(() => {
    api
      .get<NotificationView[]>(`/notifications?pageSize=${LATEST}`, { toastErrors: false })
      .then((body) => {
        const meta = (body as unknown as { meta: { unread: number } }).meta;
        setState({ items: body.data, unread: meta.unread });
      })
      .catch(() => setState((old) => old));
  }, []);
  useEffect(load, [load, pathname]);

  const unread = state?.unread ?? 0;
  const open = (notice: NotificationView) => {
    if (!notice.readAt) void markRead([notice.id]).then(load, () => undefined);
  };

  return (
    <DropdownMenu onOpenChange={(isOpen) => isOpen && load()}>
      <DropdownMenuTrigger asChild>
        <IconButton
          label={t('label', { count: unread })}
          className="relative size-9 rounded-full sm:size-10"
          data-testid="notification-bell"
          data-unread={state ? unread : undefined}
        >
          <BellIcon />
          {unread > 0 ? (
            <Badge tone="primary" aria-hidden className="absolute -end-0.5 -top-0.5 min-w-5 justify-center px-1">
              {bellCount(unread, locale)}
            </Badge>
          ) : null}
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1rem))]" data-testid="notification-menu">
        <DropdownMenuLabel className="text-sm text-foreground">{t('title')}</DropdownMenuLabel>
        {state && state.items.length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">{t('empty')}</p>
        ) : null}
        {state?.items.map((notice) => (
          <DropdownMenuItem key={notice.id} asChild onSelect={() => open(notice)}>
            <Link href={notice.path} className="items-start" data-testid="notification-item" data-kind={notice.kind}>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-semibold">
                  <span className="truncate">{notice.title}</span>
                  {notice.readAt ? null : <Badge tone="info">{t('unread')}</Badge>}
                </span>
                <span className="mt-0.5 line-clamp-2 text-muted-foreground">{notice.body}</span>
                <DateText
                  value={notice.createdAt}
                  withTime
                  month="short"
                  className="mt-1 block text-xs text-muted-foreground"
                />
              </span>
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {unread > 0 ? (
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault();
              void markRead().then(load, () => undefined);
            }}
            data-testid="notification-read-all"
          >
            <CheckIcon />
            {t('markAll')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href={notificationsPath}>
            <BellIcon />
            {t('seeAll')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
