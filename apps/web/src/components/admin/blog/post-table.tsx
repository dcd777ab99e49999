import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DateText } from '@/components/ui/date-text';
import { StatusChip } from '@/components/ui/status-chip';
import { DataTable, type Column } from '@/components/ui/table';
import { TextLink } from '@/components/ui/text-link';
import { postTitle } from './post-values';
import { adminBlogPaths, statusTones, type AdminBlogPostRow } from './types';

/**
 * Every post of a page of the list: its title in the admin's language (the Persian one for a Persian-only
 * post) linking to its editor, its state, category, publication day in the reader's calendar and last change;
 * a published post links to its public page too (in Persian when it has no English text).
 */
export function PostTable({
  posts,
  empty,
  pagination,
}: {
  posts: AdminBlogPostRow[];
  empty: ReactNode;
  pagination: ReactNode;
}) {
  const t = useTranslations('adminBlog');
  const locale = useLocale() as Locale;
  const statuses = { draft: t('status.draft'), published: t('status.published') };
  const columns: Column<AdminBlogPostRow>[] = [
    {
      key: 'title',
      header: t('list.title'),
      card: 'title',
      cell: (post) => (
        <span className="flex flex-col items-start" data-testid="post-row" data-slug={post.slug}>
          <TextLink href={adminBlogPaths.post(post.id)} dir="auto" className="break-words">
            {postTitle(post, locale)}
          </TextLink>
          <span dir="ltr" className="text-xs font-normal text-muted-foreground">
            {post.slug}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('list.status'),
      card: 'aside',
      cell: (post) => <StatusChip status={post.status} label={statuses[post.status]} tones={statusTones} />,
    },
    {
      key: 'category',
      header: t('list.category'),
      cell: (post) =>
        post.category ? (locale === 'fa' ? post.category.name : post.category.nameEn) : t('list.noCategory'),
    },
    {
      key: 'published',
      header: t('list.published'),
      cell: (post) => (post.publishedAt ? <DateText value={post.publishedAt} month="short" /> : t('list.never')),
    },
    {
      key: 'updated',
      header: t('list.updated'),
      cell: (post) => <DateText value={post.updatedAt} month="short" withTime />,
    },
    {
      key: 'view',
      header: t('list.onSite'),
      card: 'footer',
      cell: (post) =>
        post.status === 'published' ? (
          <TextLink
            href={`/blog/${post.slug}`}
            locale={post.titleEn ? locale : 'fa'}
            aria-label={t('list.viewNamed', { name: postTitle(post, locale) })}
          >
            {t('list.view')}
          </TextLink>
        ) : (
          <span className="text-muted-foreground">{t('list.notShown')}</span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={posts}
      rowKey={(post) => post.id}
      empty={empty}
      pagination={pagination}
    />
  );
}
