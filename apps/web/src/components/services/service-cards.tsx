import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { CardLink } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CubeIcon } from '@/components/ui/icons/cube';
import { type ServiceCard, servicePath, serviceTitle } from './catalogue';
import { ServiceImage } from './service-image';
import { deliveryText, ServicePrice } from './service-price';

/** A grid of service cards, each one link to the service's page: picture, title, price, delivery time. */
export async function ServiceGrid({
  services,
  locale,
  headingLevel = 'h3',
}: {
  services: ServiceCard[];
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  const Heading = headingLevel;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-grid">
      {await Promise.all(
        services.map(async (service) => (
          <li key={service.id}>
            <CardLink
              href={servicePath(service.categorySlug, service.slug)}
              className="flex h-full flex-row overflow-hidden p-0 hover:shadow-md sm:flex-col sm:p-0"
            >
              <div className="relative aspect-square w-28 shrink-0 bg-muted sm:aspect-[4/3] sm:w-auto">
                {service.image ? (
                  <ServiceImage
                    src={service.image}
                    alt=""
                    width={400}
                    height={300}
                    sizes="(min-width: 1024px) 31vw, (min-width: 640px) 47vw, 112px"
                    className="size-full object-cover"
                  />
                ) : (
                  <div className="grid size-full place-items-center text-muted-foreground">
                    <CubeIcon className="size-8 sm:size-10" />
                    <span className="sr-only">{t('noImage')}</span>
                  </div>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
                <Heading className="line-clamp-2 font-bold">{serviceTitle(service, locale)}</Heading>
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <ClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  {await deliveryText(service.deliveryDays, locale)}
                </p>
                <p className="mt-auto pt-2 font-semibold text-link">
                  <ServicePrice price={service.price} locale={locale} />
                </p>
              </div>
            </CardLink>
          </li>
        )),
      )}
    </ul>
  );
}
