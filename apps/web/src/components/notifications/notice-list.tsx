'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardList } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { CheckIcon } from '@/components/ui/icons/check';
import { TextLink } from '@/components/ui/text-link';
import { useRouter } from '@/i18n/navigation';
import { markRead, type NotificationView } from './notification-api';

/**
 * A page of the user's notifications, newest first, in the words the API rendered in the page's language:
 * each links to its page and is marked read when followed.
 */
export function NoticeList({ notices }: { notices: NotificationView[] }) {
  const t = useTranslations('notificationCenter');
  return (
    <CardList aria-label={t('caption')} data-testid="notification-list">
      {notices.map((notice) => (
        <li key={notice.id} className="p-4 sm:p-5" data-testid="notification-row" data-read={Boolean(notice.readAt)}>
          <div className="flex flex-wrap items-center gap-2">
            <TextLink
              href={notice.path}
              onClick={() => {
                if (!notice.readAt) void markRead([notice.id]).catch(() => undefined);
              }}
            >
              {notice.title}
            </TextLink>
            {notice.readAt ? null : <Badge tone="info">{t('unread')}</Badge>}
            <DateText
              value={notice.createdAt}
              withTime
              month="short"
              className="ms-auto text-xs text-muted-foreground"
            />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{notice.body}</p>
        </li>
      ))}
    </CardList>
  );
}

/** "Mark all as read", then the list is read again. */
export function MarkAllRead() {
  const t = useTranslations('notificationCenter');
  const router = useRouter();
  return (
    <Button
      variant="outline"
      data-testid="notifications-read-all"
      onClick={() =>
        void markRead().then(
          () => router.refresh(),
          () => undefined,
        )
      }
    >
      <CheckIcon />
      {t('markAll')}
    </Button>
  );
}
