import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { PostEditor } from '@/components/admin/blog/post-editor';
import { adminBlogPaths, type AdminBlogCategory, type BlogImage } from '@/components/admin/blog/types';
import { PageHeader } from '@/components/panel/page-header';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(adminBlogPaths.newPost, 'adminBlogNew');

/** A new post, a Persian draft to begin with. */
export default async function AdminBlogNewPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, categories, library] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminBlog'),
    serverApi<AdminBlogCategory[]>('/admin/blog/categories'),
    serverApi<BlogImage[]>('/admin/blog/images'),
  ]);
  return (
    <>
      <PageHeader title={titles('adminBlogNew')} intro={t('editor.intro')} />
      {categories.ok && library.ok ? (
        <PostEditor post={null} categories={categories.data} library={library.data} />
      ) : (
        <LoadError retryHref={adminBlogPaths.newPost} message={t('loadError')} />
      )}
    </>
  );
}
