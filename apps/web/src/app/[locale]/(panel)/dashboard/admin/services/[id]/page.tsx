import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
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
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata(props: Props) {
  const { id } = await props.params;
  return adminMetadata(`${ADMIN_SERVICES_PATH}/${id}`, 'adminService')(props);
}

/** One service's form, disabled or not; an id nobody has (or not an id) is the 404 page. */
export default async function AdminServicePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, service, tree, library] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminServices'),
    serverApi<AdminService>(`/admin/services/${encodeURIComponent(id)}`),
    serverApi<AdminCategoryNode[]>('/admin/service-categories'),
    serverApi<LibraryImage[]>('/admin/service-images'),
  ]);
  if (!service.ok && (service.status === 404 || service.status === 422 || service.status === 400)) notFound();
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
