import { formatDate, type Locale } from '@rassam/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Logo } from '@/components/ui/logo';

export async function SiteFooter() {
  const [t, nav, site, locale] = await Promise.all([
    getTranslations('footer'),
    getTranslations('nav'),
    getTranslations('site'),
    getLocale(),
  ]);
  // The year in the reader's calendar: 1405 in Persian, 2026 in English.
  const year = formatDate(new Date(), locale as Locale, { year: 'numeric' });
  const linkClass = 'text-sm text-[var(--text-muted)] hover:text-[var(--text)]';
  return (
    <footer className="mt-16 border-t border-[var(--border)] bg-[var(--surface)]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo name={site('name')} />
          <p className="mt-3 max-w-md text-sm text-[var(--text-muted)]">{t('blurb')}</p>
          <p className="mt-2 text-sm text-[var(--text-muted)]" dir="auto">
            {t('contact')}
          </p>
        </div>
        <nav aria-label={t('product')}>
          <h2 className="mb-3 text-sm font-semibold">{t('product')}</h2>
          <ul className="space-y-2">
            <li>
              <Link href="/ai" className={linkClass}>
                {nav('ai')}
              </Link>
            </li>
            <li>
              <Link href="/market" className={linkClass}>
                {nav('market')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('company')}>
          <h2 className="mb-3 text-sm font-semibold">{t('company')}</h2>
          <ul className="space-y-2">
            <li>
              <Link href="/about" className={linkClass}>
                {t('about')}
              </Link>
            </li>
            <li>
              <Link href="/policy" className={linkClass}>
                {t('policy')}
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClass}>
                {t('terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-[var(--border)] py-4 text-center text-xs text-[var(--text-muted)]">
        {t('rights', { year })}
      </div>
    </footer>
  );
}
