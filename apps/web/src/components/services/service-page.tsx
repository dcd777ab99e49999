import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/content/section-heading';
import { Gallery } from '@/components/market/gallery';
import { BreadcrumbJsonLd, JsonLd } from '@/components/market/json-ld';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CoinsIcon } from '@/components/ui/icons/coins';
import { MediaFrame } from '@/components/ui/media-frame';
import { Num } from '@/components/ui/num';
import { absoluteUrl } from '@/lib/metadata';
import { serviceLd } from '@/lib/structured-data';
import {
  categoryName,
  orderPath,
  servicePath,
  serviceTitle,
  type FoundCategory,
  type ServiceDetail,
} from './catalogue';
import { categoryCrumbs } from './category-page';
import { deliveryText, ServicePrice } from './service-price';

/**
 * `/services/{category}/{slug}`: what the buyer gets (the description and the samples, the service's
 * pictures), the steps an order goes through, what the order will ask of them, the price and delivery time,
 * and the way to order. Ordering is the orders' page, whose guard sends a visitor to sign in first.
 */
/**
 * One section of the service's column: its heading, a line under it when there is one, and its content.
 * On phones the column and the order box are one flow, which `order` places it in.
 */
function ServiceSection({
  id,
  title,
  intro,
  order,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  order: 'order-4' | 'order-5' | 'order-6' | 'order-7';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(order, 'lg:order-none')}>
      <SectionHeading id={id} size="md" className={intro ? 'mb-1' : 'mb-3'}>
        {title}
      </SectionHeading>
      {intro ? <p className="mb-3 text-sm text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}

export async function ServicePage({
  service,
  found,
  locale,
}: {
  service: ServiceDetail;
  found: FoundCategory;
  locale: Locale;
}) {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'servicesCatalogue' }),
    getTranslations({ locale, namespace: 'site' }),
  ]);
  const title = serviceTitle(service, locale);
  const description = locale === 'fa' ? service.description : service.descriptionEn;
  const crumbs = [...(await categoryCrumbs(found, locale, true)), { label: title }];
  const url = absoluteUrl(locale, servicePath(service.category.slug, service.slug));
  const data = serviceLd({
    name: title,
    url,
    description,
    images: service.images.map((image) => absoluteUrl(locale, image.url)),
    category: categoryName(found.category, locale),
    provider: { name: site('name'), url: absoluteUrl(locale, '/') },
    offer: service.price === null ? null : { price: service.price, unit: t('coinUnit') },
  });
  const delivery = await deliveryText(service.deliveryDays, locale);

  const summary = (
    <Card padded className="space-y-4" data-testid="service-summary">
      <h2 id="order-title" className="sr-only">
        {t('orderTitle')}
      </h2>
      <dl className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <CoinsIcon className="size-5" aria-hidden="true" />
            {t('price')}
          </dt>
          <dd className="text-lg font-bold" data-testid="service-price">
            <ServicePrice price={service.price} locale={locale} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <ClockIcon className="size-5" aria-hidden="true" />
            {t('delivery')}
          </dt>
          <dd className="font-semibold">{delivery}</dd>
        </div>
      </dl>
      {service.price === null ? <p className="text-sm text-muted-foreground">{t('onQuoteHint')}</p> : null}
      <ButtonLink href={orderPath(service.slug)} size="lg" className="w-full" data-testid="order-link">
        {t('order')}
      </ButtonLink>
    </Card>
  );

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 pb-16 sm:px-6">
      <JsonLd data={data} />
      <BreadcrumbJsonLd items={crumbs} locale={locale} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      {/* On a phone the columns dissolve (display: contents) so that the price and the order button follow
          the pictures; from lg on, the summary stays beside the text. */}
      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="contents min-w-0 lg:block lg:space-y-8">
          <header className="order-1 lg:order-none">
            <h1 className="text-2xl font-black sm:text-3xl">{title}</h1>
            {service.featured ? (
              <Badge tone="primary" className="mt-2">
                {t('featuredBadge')}
              </Badge>
            ) : null}
          </header>
          <div className="order-2 lg:order-none">
            {service.images.length ? (
              <Gallery
                images={service.images}
                title={title}
                locale={locale}
                labels={{
                  region: t('samples'),
                  previous: t('previousPicture'),
                  next: t('nextPicture'),
                  picture: t('picture', { n: '{n}', total: '{total}' }),
                  model: title,
                  modelMark: title,
                }}
              />
            ) : (
              <MediaFrame className="grid aspect-[16/9] place-items-center text-sm text-muted-foreground">
                {t('noImage')}
              </MediaFrame>
            )}
          </div>
          <ServiceSection id="about-service" title={t('whatYouGet')} order="order-4">
            <p className="leading-8 whitespace-pre-line">{description}</p>
          </ServiceSection>
          <ServiceSection id="service-steps" title={t('steps')} order="order-5">
            <ol className="space-y-3" data-testid="service-steps">
              {service.steps.map((step, index) => (
                <li key={step.key} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  >
                    <Num value={index + 1} locale={locale} />
                  </span>
                  <span className="font-semibold">{step.name[locale]}</span>
                </li>
              ))}
            </ol>
          </ServiceSection>
          {service.form.length ? (
            <ServiceSection id="service-questions" title={t('questions')} intro={t('questionsIntro')} order="order-6">
              <ul className="list-disc space-y-1 ps-6" data-testid="service-questions">
                {service.form.map((question) => (
                  <li key={question.key}>
                    {question.label[locale]}
                    {question.required ? null : <span className="text-sm text-muted-foreground"> {t('optional')}</span>}
                  </li>
                ))}
              </ul>
            </ServiceSection>
          ) : null}
          {service.faq.length ? (
            <ServiceSection id="service-faq" title={t('faq')} order="order-7">
              <dl className="space-y-4" data-testid="service-faq">
                {service.faq.map((item, index) => (
                  <div key={index}>
                    <dt className="font-semibold">{item.question[locale]}</dt>
                    <dd className="mt-1 leading-7 text-muted-foreground">{item.answer[locale]}</dd>
                  </div>
                ))}
              </dl>
            </ServiceSection>
          ) : null}
        </div>
        <aside aria-labelledby="order-title" className="order-3 lg:sticky lg:top-20 lg:order-none">
          {summary}
        </aside>
      </div>
    </article>
  );
}
