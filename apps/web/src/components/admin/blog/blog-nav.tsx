import { getTranslations } from 'next-intl/server';
import { TabNav, type Tab } from '@/components/ui/tab-nav';
import { adminBlogPaths } from './types';

export type BlogSection = 'posts' | 'categories';

/** The blog back office's two pages as tabs, one step from each other. */
export async function BlogNav({ current }: { current: BlogSection }) {
  const t = await getTranslations('adminBlog');
  const tabs: Tab<BlogSection>[] = [
    { key: 'posts', href: adminBlogPaths.posts, label: t('nav.posts') },
    { key: 'categories', href: adminBlogPaths.categories, label: t('nav.categories') },
  ];
  return <TabNav label={t('nav.label')} tabs={tabs} current={current} />;
}
