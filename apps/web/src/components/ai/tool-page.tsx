import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { aiGroupCopy, toolCopy } from '@/content/ai-tools';
import { fieldCopy } from '@/content/ai-fields';
import { formPath, getExamples, type ToolInfo } from '@/lib/ai-tools';
import { Faq } from '@/components/content/faq';
import { SectionHeading } from '@/components/content/section-heading';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { CheckIcon } from '@/components/ui/icons/check';
import { Num } from '@/components/ui/num';
import { ExampleStrip } from './examples';
import { describePrice } from './price';
import { SampleOutput } from './sample-output';

/**
 * A tool's public page (`/ai/{tool}` and `/services/{tool}`), built from the catalogue entry and its
 * copy: what it does, a real sample, the inputs it takes, its price, how to use it, questions, and the
 * way into the dashboard form (through sign-in when needed, back to the form after).
 */
export async function ToolPage({ tool, locale, base }: { tool: ToolInfo; locale: Locale; base: '/ai' | '/services' }) {
  const [t, examples, price] = await Promise.all([
    getTranslations({ locale, namespace: 'aiPages' }),
    getExamples(tool.slug),
    describePrice(tool, locale),
  ]);
  const copy = toolCopy(tool.slug, locale);
  const group = aiGroupCopy[tool.group][locale].name;
  const properties = Object.entries(tool.inputSchema.properties ?? {}).filter(
    ([field]) => !['seed', 'left', 'right', 'top', 'bottom'].includes(field),
  );
  const required = new Set(tool.inputSchema.required ?? []);
  const [sample, ...more] = examples;
  const kinds = { image: t('kind.image'), video: t('kind.video'), audio: t('kind.audio'), model3d: t('kind.model3d') };
  const cta = (
    <ButtonLink href={formPath(tool.slug)} size="lg" aria-disabled={!tool.available}>
      {t('start')}
      <ArrowForwardIcon className="size-5" />
    </ButtonLink>
  );

  return (
    <article>
      <section className="bg-card">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-2">
          <div>
            <Breadcrumbs
              label={t('breadcrumb')}
              className="mb-0"
              items={[
                { label: t('allTools'), href: base === '/ai' ? '/ai' : '/services/ai' },
                { label: group },
                { label: copy.name },
              ]}
            />
            <h1 className="mt-3 text-3xl font-black leading-tight sm:text-4xl">{copy.name}</h1>
            {copy.brand && copy.brand !== copy.name ? (
              <p className="mt-1 font-semibold text-muted-foreground" dir="ltr">
                {copy.brand}
              </p>
            ) : null}
            <p className="mt-4 text-lg">{copy.tagline}</p>
            <p className="mt-3 text-muted-foreground">{copy.description}</p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              {cta}
              <span className="font-semibold text-link">{price.short}</span>
            </div>
            {price.note ? <p className="mt-3 text-sm text-muted-foreground">{price.note}</p> : null}
          </div>
          <div>
            <h2 className="sr-only">{t('sample')}</h2>
            {sample ? (
              <SampleOutput example={sample} locale={locale} priority />
            ) : (
              <EmptyState title={t('noSample')} headingLevel={3} className="grid aspect-[4/3] content-center" />
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="how" className="lg:col-span-2">
          <SectionHeading id="how" size="md">
            {t('howItWorks')}
          </SectionHeading>
          {/* list-none: each step shows its number in a circle; no hanging list numbers. */}
          <ol className="mt-4 grid list-none gap-3 sm:grid-cols-3">
            {copy.steps.map((step, index) => (
              <li key={step}>
                <Card padded className="h-full">
                  <Num
                    value={index + 1}
                    locale={locale}
                    className="grid size-8 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  />
                  <p className="mt-3 text-sm">{step}</p>
                </Card>
              </li>
            ))}
          </ol>
          {copy.uses.length ? (
            <>
              <SectionHeading size="md" className="mt-10">
                {t('uses')}
              </SectionHeading>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {copy.uses.map((use) => (
                  <li key={use} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-soft-foreground" />
                    <span>{use}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <SectionHeading size="md" className="mt-10">
            {t('faq')}
          </SectionHeading>
          <Faq className="mt-4" items={copy.faq} />
        </section>

        <aside className="space-y-6">
          <Card padded aria-labelledby="inputs" role="region">
            <h2 id="inputs" className="font-extrabold">
              {t('inputs')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {properties.map(([field]) => (
                <li key={field} className="flex items-baseline justify-between gap-3">
                  <span>{fieldCopy(tool.slug, field, locale).label}</span>
                  {required.has(field) ? null : <span className="text-xs text-muted-foreground">{t('optional')}</span>}
                </li>
              ))}
            </ul>
            <p className="mt-4 border-t border-border pt-3 text-sm font-semibold">
              {t('output', { kind: kinds[tool.outputKind] })}
            </p>
          </Card>
          <Card padded aria-labelledby="price" role="region">
            <h2 id="price" className="font-extrabold">
              {t('price.title')}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {price.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm font-semibold text-link">{price.short}</p>
          </Card>
          <div className="text-center">{cta}</div>
        </aside>
      </div>

      {more.length ? (
        <section aria-labelledby="more" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <SectionHeading id="more" size="md">
            {t('examples')}
          </SectionHeading>
          <ExampleStrip examples={more} locale={locale} />
        </section>
      ) : null}
    </article>
  );
}
