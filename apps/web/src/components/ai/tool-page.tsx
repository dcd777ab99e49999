import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { aiGroupCopy, toolCopy } from '@/content/ai-tools';
import { fieldCopy } from '@/content/ai-fields';
import { Link } from '@/i18n/navigation';
import { formPath, getExamples, type ToolInfo } from '@/lib/ai-tools';
import { ArrowForwardIcon, CheckIcon } from '@/components/ui/icons';
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
    <Link
      href={formPath(tool.slug)}
      className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 aria-disabled:pointer-events-none aria-disabled:opacity-60"
      aria-disabled={!tool.available}
    >
      {t('start')}
      <ArrowForwardIcon className="size-5" />
    </Link>
  );

  return (
    <article>
      <section className="bg-[var(--surface)]">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-2">
          <div>
            <nav aria-label={t('breadcrumb')} className="text-sm text-[var(--text-muted)]">
              <ol className="flex flex-wrap items-center gap-1.5">
                <li>
                  <Link href={base === '/ai' ? '/ai' : '/services/ai'} className="hover:underline">
                    {t('allTools')}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>{group}</li>
              </ol>
            </nav>
            <h1 className="mt-3 text-3xl font-black leading-tight sm:text-4xl">{copy.name}</h1>
            {copy.brand && copy.brand !== copy.name ? (
              <p className="mt-1 font-semibold text-[var(--text-muted)]" dir="ltr">
                {copy.brand}
              </p>
            ) : null}
            <p className="mt-4 text-lg">{copy.tagline}</p>
            <p className="mt-3 text-[var(--text-muted)]">{copy.description}</p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              {cta}
              <span className="font-semibold text-brand-700 dark:text-brand-300">{price.short}</span>
            </div>
            {price.note ? <p className="mt-3 text-sm text-[var(--text-muted)]">{price.note}</p> : null}
          </div>
          <div>
            <h2 className="sr-only">{t('sample')}</h2>
            {sample ? (
              <SampleOutput example={sample} locale={locale} priority />
            ) : (
              <div className="grid aspect-[4/3] place-items-center rounded-3xl border border-dashed border-[var(--border)] bg-[var(--surface-muted)] p-6 text-center text-[var(--text-muted)]">
                {t('noSample')}
              </div>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="how" className="lg:col-span-2">
          <h2 id="how" className="text-xl font-extrabold">
            {t('howItWorks')}
          </h2>
          <ol className="mt-4 grid gap-3 sm:grid-cols-3">
            {copy.steps.map((step, index) => (
              <li key={step} className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4">
                <span className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(index + 1)}
                </span>
                <p className="mt-3 text-sm">{step}</p>
              </li>
            ))}
          </ol>
          {copy.uses.length ? (
            <>
              <h2 className="mt-10 text-xl font-extrabold">{t('uses')}</h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {copy.uses.map((use) => (
                  <li key={use} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    <span>{use}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2 className="mt-10 text-xl font-extrabold">{t('faq')}</h2>
          <div className="mt-4 divide-y divide-[var(--border)] rounded-2xl border border-[var(--border)] bg-[var(--surface)]">
            {copy.faq.map((item) => (
              <details key={item.q} className="group p-4">
                <summary className="cursor-pointer list-none font-semibold marker:hidden">
                  <span className="flex items-center justify-between gap-3">
                    {item.q}
                    <span aria-hidden="true" className="text-[var(--text-muted)] transition group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-2 text-[var(--text-muted)]">{item.a}</p>
              </details>
            ))}
          </div>
        </section>

        <aside className="space-y-6">
          <section
            aria-labelledby="inputs"
            className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-5"
          >
            <h2 id="inputs" className="font-extrabold">
              {t('inputs')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {properties.map(([field]) => (
                <li key={field} className="flex items-baseline justify-between gap-3">
                  <span>{fieldCopy(tool.slug, field, locale).label}</span>
                  {required.has(field) ? null : (
                    <span className="text-xs text-[var(--text-muted)]">{t('optional')}</span>
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-4 border-t border-[var(--border)] pt-3 text-sm font-semibold">
              {t('output', { kind: kinds[tool.outputKind] })}
            </p>
          </section>
          <section
            aria-labelledby="price"
            className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-5"
          >
            <h2 id="price" className="font-extrabold">
              {t('price.title')}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {price.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm font-semibold text-brand-700 dark:text-brand-300">{price.short}</p>
          </section>
          <div className="text-center">{cta}</div>
        </aside>
      </div>

      {more.length ? (
        <section aria-labelledby="more" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <h2 id="more" className="text-xl font-extrabold">
            {t('examples')}
          </h2>
          <ExampleStrip examples={more} locale={locale} />
        </section>
      ) : null}
    </article>
  );
}
