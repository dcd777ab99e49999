import type { CannedReplyView } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeskNav } from '@/components/desk/desk-nav';
import { deskMetadata } from '@/components/desk/desk-page';
import { deskPaths } from '@/components/desk/desk-paths';
import { RepliesManager } from '@/components/desk/replies-manager';
import { PageHeader } from '@/components/panel/page-header';
import { LoadError } from '@/components/ui/load-error';
import { requireStaff } from '@/lib/guards';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = deskMetadata(deskPaths.replies, 'supportReplies');

/** The saved replies the ticket page inserts, in Persian and English. */
export default async function DeskRepliesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale);
  const [titles, t, replies] = await Promise.all([
    getTranslations('titles'),
    getTranslations('desk'),
    serverApi<CannedReplyView[]>('/support/replies'),
  ]);
  return (
    <>
      <PageHeader title={titles('supportReplies')} intro={t('replies.intro')} />
      <DeskNav current="replies" />
      {replies.ok ? (
        <RepliesManager replies={replies.data} />
      ) : (
        <LoadError message={t('loadError')} retryHref={deskPaths.replies} />
      )}
    </>
  );
}
