import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ListPage, listMetadata } from '@/components/market/list-page';
import { SEGMENT_KINDS, type KindSegment } from '@/components/market/paths';

/**
 * A list searched with words, a position or the old query form: the proxy sends /market/{kind}/…?q=… here
 * (routes/market-lists.ts), since such a page is one visitor's and is rendered for each visit, while the
 * list without them is kept by the cache. Its canonical address is the list's.
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale; kind: string; filters?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function kindOf(segment: string) {
  const kind = SEGMENT_KINDS[segment as KindSegment];
  if (!kind) notFound();
  return kind;
}

export async function generateMetadata({ params, searchParams }: Props) {
  const { kind } = await params;
  return listMetadata(kindOf(kind), { params, searchParams });
}

export default async function SearchListPage({ params, searchParams }: Props) {
  const { locale, kind } = await params;
  setRequestLocale(locale);
  return <ListPage kind={kindOf(kind)} props={{ params, searchParams }} />;
}
