import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { BlogNav } from '@/components/admin/blog/blog-nav';
import { CategoryList } from '@/components/admin/blog/category-list';
import { adminBlogPaths, type AdminBlogCategory } from '@/components/admin/blog/types';
import { PageHeader } from '@/components/panel/page-header';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(adminBlogPaths.categories, 'adminBlogCategories');

/** The blog's categories: one level, in the order the blog lists them, with how many posts each holds. */
export default async function AdminBlogCategoriesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, categories] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminBlog'),
    serverApi<AdminBlogCategory[]>('/admin/blog/categories'),
  ]);
  return (
    <>
      <PageHeader title={titles('adminBlogCategories')} intro={t('categories.intro')} />
      <BlogNav current="categories" />
      {categories.ok ? (
        <div className="max-w-3xl">
          <CategoryList categories={categories.data} />
        </div>
      ) : (
        <LoadError retryHref={adminBlogPaths.categories} message={t('loadError')} />
      )}
    </>
  );
}
