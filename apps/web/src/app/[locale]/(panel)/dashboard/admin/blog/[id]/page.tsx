import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { adminMetadata } from '@/components/admin/admin-page';
import { PostEditor } from '@/components/admin/blog/post-editor';
import { postTitle } from '@/components/admin/blog/post-values';
import {
  adminBlogPaths,
  type AdminBlogCategory,
  type AdminBlogPost,
  type BlogImage,
} from '@/components/admin/blog/types';
import { PageHeader } from '@/components/panel/page-header';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** Asked once per request, for the title and for the page. */
const loadPost = cache((id: string) => serverApi<AdminBlogPost>(`/admin/blog/posts/${encodeURIComponent(id)}`));

export async function generateMetadata(props: Props) {
  const { id } = await props.params;
  const metadata = await adminMetadata(adminBlogPaths.post(id), 'adminBlogPost')(props);
  // Past the admin check: a post nobody has is the 404 page's title too.
  notFoundIfMissing(await loadPost(id));
  return metadata;
}

/** One post's editor, a draft or published; an id nobody has (or not an id) is the 404 page. */
export default async function AdminBlogPostPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, post, categories, library] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminBlog'),
    loadPost(id),
    serverApi<AdminBlogCategory[]>('/admin/blog/categories'),
    serverApi<BlogImage[]>('/admin/blog/images'),
  ]);
  notFoundIfMissing(post);
  return (
    <>
      <PageHeader
        title={post.ok ? postTitle(post.data, locale) : titles('adminBlogPost')}
        intro={t('editor.editIntro')}
      />
      {post.ok && categories.ok && library.ok ? (
        <PostEditor post={post.data} categories={categories.data} library={library.data} />
      ) : (
        <LoadError retryHref={adminBlogPaths.post(id)} message={t('loadError')} />
      )}
    </>
  );
}
