import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { CategoryPanel } from '@/components/admin/services/category-panel';
import { ServiceList } from '@/components/admin/services/service-list';
import { ADMIN_SERVICES_PATH, type AdminCategoryNode, type AdminService } from '@/components/admin/services/types';
import { PageHeader } from '@/components/panel/page-header';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(ADMIN_SERVICES_PATH, 'adminServices');

/** The service catalogue's back office: its category tree, and every service with its state and order. */
export default async function AdminServicesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, tree, services] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminServices'),
    serverApi<AdminCategoryNode[]>('/admin/service-categories'),
    serverApi<AdminService[]>('/admin/services'),
  ]);
  return (
    <>
      <PageHeader title={titles('adminServices')} intro={t('intro')} />
      {tree.ok && services.ok ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
          <CategoryPanel tree={tree.data} />
          <ServiceList services={services.data} tree={tree.data} />
        </div>
      ) : (
        <LoadError retryHref={ADMIN_SERVICES_PATH} message={t('loadError')} />
      )}
    </>
  );
}
