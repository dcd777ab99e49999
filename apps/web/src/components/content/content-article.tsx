import { formatDate, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ContentDocument } from '@/content';
import { Card } from '@/components/ui/card';

/** A long document (about, policy, terms, guide, tips) with a table of contents beside it. */
export async function ContentArticle({
  doc,
  locale,
  compact = false,
}: {
  doc: ContentDocument;
  locale: Locale;
  compact?: boolean;
}) {
  const t = await getTranslations('common');
  const toc = (
    // list-none: a table of contents, not a numbered list (no hanging Persian numbers).
    <ol className="list-none space-y-1 border-s border-border text-sm">
      {doc.sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-muted-foreground hover:border-primary hover:text-foreground"
          >
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <div className={compact ? '' : 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14'}>
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-extrabold leading-snug sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{doc.description}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('updatedAt', { date: formatDate(doc.updatedAt, locale) })}
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('onThisPage')} className="lg:sticky lg:top-24 lg:self-start">
          {/* Phones: folded, so the text is one tap away; wide screens: always open beside the text. */}
          <Card className="px-4 py-3 lg:hidden">
            <details>
              <summary className="cursor-pointer text-sm font-semibold">{t('onThisPage')}</summary>
              <div className="mt-3">{toc}</div>
            </details>
          </Card>
          <div className="hidden lg:block">
            <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{t('onThisPage')}</h2>
            {toc}
          </div>
        </nav>
        <Card padded className="max-w-3xl sm:p-8">
          <article className="space-y-10">
            {doc.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`} className="scroll-mt-24">
                <h2 id={`${section.id}-h`} className="text-xl font-bold">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index} className="mt-3 text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
                {section.list ? (
                  <ul className="mt-3 list-disc space-y-1.5 ps-6 text-muted-foreground marker:text-primary">
                    {section.list.map((item, index) => (
                      <li key={index}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </article>
        </Card>
      </div>
    </div>
  );
}
