import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { ServiceForm } from '@/components/admin/services/service-form';
import { ADMIN_SERVICES_PATH, type AdminCategoryNode, type LibraryImage } from '@/components/admin/services/types';
import { PageHeader } from '@/components/panel/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { serverApi } from '@/lib/server-api';

const path = `${ADMIN_SERVICES_PATH}/new`;
export const generateMetadata = adminMetadata(path, 'adminServiceNew');

/** A new service of the catalogue (a category must exist first). */
export default async function AdminServiceNewPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, tree, library] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminServices'),
    serverApi<AdminCategoryNode[]>('/admin/service-categories'),
    serverApi<LibraryImage[]>('/admin/service-images'),
  ]);
  return (
    <>
      <PageHeader title={titles('adminServiceNew')} intro={t('form.intro')} />
      {!tree.ok || !library.ok ? (
        <LoadError retryHref={path} message={t('loadError')} />
      ) : tree.data.length === 0 ? (
        <EmptyState
          title={t('list.needCategory')}
          action={<ButtonLink href={ADMIN_SERVICES_PATH}>{t('form.back')}</ButtonLink>}
        />
      ) : (
        <ServiceForm service={null} tree={tree.data} library={library.data} />
      )}
    </>
  );
}
