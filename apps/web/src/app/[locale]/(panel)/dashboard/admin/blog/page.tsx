import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { BlogNav } from '@/components/admin/blog/blog-nav';
import { PostTable } from '@/components/admin/blog/post-table';
import { BLOG_POST_STATUSES } from '@rassam/api/schemas';
import { adminBlogPaths, type AdminBlogPostList, type BlogStatus } from '@/components/admin/blog/types';
import { PageHeader } from '@/components/panel/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { BookIcon } from '@/components/ui/icons/book';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { getPathname } from '@/i18n/navigation';
import { requireAdmin } from '@/lib/guards';
import { paginationLabels } from '@/lib/pagination-labels';
import { firstValue, pageParam, type SearchParams } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(adminBlogPaths.posts, 'adminBlog');

const PAGE_SIZE = 20;

/** The blog's posts, newest change first: by state, searched by title or slug, a page at a time. */
export default async function AdminBlogPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const query = await searchParams;
  const q = (firstValue(query.q) ?? '').trim().slice(0, 100);
  const status = BLOG_POST_STATUSES.find((value) => value === firstValue(query.status)) ?? null;
  const page = pageParam(query.page);
  const apiQuery = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) apiQuery.set('q', q);
  if (status) apiQuery.set('status', status);
  const [titles, t, list] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminBlog'),
    serverApi<AdminBlogPostList>(`/admin/blog/posts?${apiQuery}`),
  ]);
  const href = (changes: { page?: number; status?: BlogStatus | null }) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    const s = 'status' in changes ? changes.status : status;
    if (s) next.set('status', s);
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    return `${adminBlogPaths.posts}${next.size ? `?${next}` : ''}`;
  };
  const statusLabels: Record<BlogStatus, string> = { draft: t('status.draft'), published: t('status.published') };
  const filtered = Boolean(q || status);
  const newPost = <ButtonLink href={adminBlogPaths.newPost}>{t('list.add')}</ButtonLink>;

  return (
    <>
      <PageHeader title={titles('adminBlog')} intro={t('list.intro')}>
        {newPost}
      </PageHeader>
      <BlogNav current="posts" />
      {list.ok ? (
        <>
          <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
            <FilterChips
              label={t('list.statusFilter')}
              className="mb-0"
              chips={[null, ...BLOG_POST_STATUSES].map((key) => ({
                key: key ?? 'all',
                href: href({ status: key }),
                label: key ? statusLabels[key] : t('list.all'),
                active: key === status,
              }))}
            />
            <SearchBox
              action={getPathname({ href: adminBlogPaths.posts, locale })}
              id="blog-search"
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              submitLabel={t('list.searchButton')}
              defaultValue={q}
              maxLength={100}
              hidden={{ status }}
              className="lg:w-96"
            />
          </div>
          <PostTable
            posts={list.data.items}
            empty={
              list.data.total > 0 ? (
                <EmptyState
                  title={t('list.pageEmpty')}
                  action={<ButtonLink href={href({ page: 1 })}>{t('list.firstPage')}</ButtonLink>}
                />
              ) : filtered ? (
                <EmptyState
                  icon={<BookIcon />}
                  title={t('list.noMatch')}
                  body={t('list.noMatchBody')}
                  action={
                    <ButtonLink href={adminBlogPaths.posts} variant="outline">
                      {t('list.clear')}
                    </ButtonLink>
                  }
                />
              ) : (
                <EmptyState icon={<BookIcon />} title={t('list.empty')} body={t('list.emptyBody')} action={newPost} />
              )
            }
            pagination={
              <Pagination
                page={page}
                pageCount={Math.ceil(list.data.total / PAGE_SIZE)}
                href={(p) => href({ page: p })}
                locale={locale}
                labels={await paginationLabels(t('list.pages'))}
              />
            }
          />
        </>
      ) : (
        <LoadError retryHref={adminBlogPaths.posts} message={t('loadError')} />
      )}
    </>
  );
}
