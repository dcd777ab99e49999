import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { adminMetadata } from '@/components/admin/admin-page';
import { ServiceForm } from '@/components/admin/services/service-form';
import {
  ADMIN_SERVICES_PATH,
  type AdminCategoryNode,
  type AdminService,
  type LibraryImage,
} from '@/components/admin/services/types';
import { PageHeader } from '@/components/panel/page-header';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** Asked once per request, for the title and for the page. */
const loadService = cache((id: string) => serverApi<AdminService>(`/admin/services/${encodeURIComponent(id)}`));

export async function generateMetadata(props: Props) {
  const { id } = await props.params;
  const metadata = await adminMetadata(`${ADMIN_SERVICES_PATH}/${id}`, 'adminService')(props);
  // Past the admin check: a service nobody has is the 404 page's title too.
  notFoundIfMissing(await loadService(id));
  return metadata;
}

/** One service's form, disabled or not; an id nobody has (or not an id) is the 404 page. */
export default async function AdminServicePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, service, tree, library] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminServices'),
    loadService(id),
    serverApi<AdminCategoryNode[]>('/admin/service-categories'),
    serverApi<LibraryImage[]>('/admin/service-images'),
  ]);
  notFoundIfMissing(service);
  const title = service.ok ? (locale === 'fa' ? service.data.titleFa : service.data.titleEn) : titles('adminService');
  return (
    <>
      <PageHeader title={title} intro={t('form.editIntro')} />
      {service.ok && tree.ok && library.ok ? (
        <ServiceForm key={service.data.updatedAt} service={service.data} tree={tree.data} library={library.data} />
      ) : (
        <LoadError retryHref={`${ADMIN_SERVICES_PATH}/${id}`} message={t('loadError')} />
      )}
    </>
  );
}
