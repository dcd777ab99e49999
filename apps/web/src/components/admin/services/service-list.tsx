'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { servicePath } from '@/components/services/catalogue';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { StatusChip } from '@/components/ui/status-chip';
import { TextLink } from '@/components/ui/text-link';
import { useChange } from '@/components/admin/use-change';
import { api } from '@/lib/api-client';
import { categoryLabel } from './category-panel';
import { MoveButtons, RowActions } from './move-buttons';
import { ADMIN_SERVICES_PATH, categoryOptions, moved, type AdminCategoryNode, type AdminService } from './types';

const stateTones = { shown: 'success', hidden: 'neutral' } as const;

/**
 * Every service, under its category in the catalogue's order: its price and state, a link to edit it, to
 * show or hide it, and to move it within its category (the order the catalogue shows).
 */
export function ServiceList({ services, tree }: { services: AdminService[]; tree: AdminCategoryNode[] }) {
  const t = useTranslations('adminServices');
  const locale = useLocale() as Locale;
  const { busy, change } = useChange();
  const categories = categoryOptions(tree);
  const slugOf = new Map(categories.map(({ category }) => [category.id, category.slug]));

  const groups = categories
    .map(({ category, depth }) => ({
      category,
      depth,
      services: services.filter((service) => service.categoryId === category.id),
    }))
    .filter((group) => group.services.length > 0);

  return (
    <Card padded role="region" aria-labelledby="services-title" data-testid="service-list">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="services-title" className="text-lg font-bold">
          {t('list.title')}
        </h2>
        {categories.length ? <ButtonLink href={`${ADMIN_SERVICES_PATH}/new`}>{t('list.add')}</ButtonLink> : null}
      </div>
      {groups.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('list.empty')}
          body={categories.length ? t('list.emptyBody') : t('list.needCategory')}
        />
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <section key={group.category.id} aria-labelledby={`group-${group.category.id}`}>
              <h3 id={`group-${group.category.id}`} className="mb-1 font-bold text-muted-foreground">
                {categoryLabel(group.category, locale)}
              </h3>
              <ul className="divide-y divide-border">
                {group.services.map((service, index) => {
                  const title = locale === 'fa' ? service.titleFa : service.titleEn;
                  const slug = slugOf.get(service.categoryId);
                  return (
                    <li
                      key={service.id}
                      data-testid="service-row"
                      data-slug={service.slug}
                      className="flex flex-col gap-1 py-2"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold break-words">{title}</p>
                        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                          <span dir="ltr">{service.slug}</span>
                          <span>
                            {service.price === null ? (
                              t('list.onQuote')
                            ) : (
                              <Price amount={service.price} currency="coins" />
                            )}
                          </span>
                          <StatusChip
                            status={service.disabled ? 'hidden' : 'shown'}
                            label={service.disabled ? t('list.hidden') : t('list.shown')}
                            tones={stateTones}
                          />
                        </p>
                      </div>
                      <RowActions>
                        <MoveButtons
                          name={title}
                          index={index}
                          count={group.services.length}
                          disabled={busy}
                          onMove={(step) =>
                            change(() =>
                              api.post('/admin/services/reorder', {
                                ids: moved(group.services, index, step).map((item) => item.id),
                              }),
                            )
                          }
                        />
                        {!service.disabled && slug ? (
                          <TextLink href={servicePath(slug, service.slug)} aria-label={t('viewNamed', { name: title })}>
                            {t('view')}
                          </TextLink>
                        ) : null}
                        <TextLink
                          href={`${ADMIN_SERVICES_PATH}/${service.id}`}
                          aria-label={t('editNamed', { name: title })}
                        >
                          {t('edit')}
                        </TextLink>
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={
                            service.disabled ? t('enableNamed', { name: title }) : t('disableNamed', { name: title })
                          }
                          onClick={() =>
                            change(() =>
                              api.post(`/admin/services/${service.id}/${service.disabled ? 'enable' : 'disable'}`),
                            )
                          }
                        >
                          {service.disabled ? t('enable') : t('disable')}
                        </Button>
                      </RowActions>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
