import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { findCategory } from '@/components/services/catalogue';
import { catalogueService, catalogueTree } from '@/components/services/data';
import { serviceMetadata } from '@/components/services/metadata';
import { ServicePage } from '@/components/services/service-page';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; segment: string; slug: string }> };

/**
 * A service where its category says it is: a service that is unknown, disabled (or in a disabled category),
 * or asked for under another category is the 404 page, so each service has one address.
 */
async function serviceIn(category: string, slug: string) {
  const service = await catalogueService(slug);
  if (!service || service.category.slug !== category) return null;
  const found = findCategory(await catalogueTree(), category);
  return found ? { service, found } : null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, segment, slug } = await params;
  const hit = await serviceIn(segment, slug);
  return hit ? serviceMetadata(locale, hit.service) : {};
}

export default async function ServiceDetailPage({ params }: Props) {
  const { locale, segment, slug } = await params;
  setRequestLocale(locale);
  const hit = await serviceIn(segment, slug);
  if (!hit) notFound();
  return <ServicePage service={hit.service} found={hit.found} locale={locale} />;
}
