import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { Logo } from '@/components/ui/logo';
import { HeaderActions } from './header-actions';

const sections = [
  { href: '/market', key: 'all' },
  { href: '/market/places/all', key: 'places' },
  { href: '/market/service/all', key: 'services' },
  { href: '/market/shop/all', key: 'shops' },
  { href: '/market/map', key: 'map' },
] as const;

/** The market's own header (layout `products`): search first, then the kinds of listing. */
export async function MarketHeader() {
  const [t, site, locale] = await Promise.all([getTranslations('market'), getTranslations('site'), getLocale()]);
  return (
    <header className="sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--surface)]/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
        <Logo name={site('name')} />
        <form
          role="search"
          action={getPathname({ href: '/market', locale })}
          method="get"
          className="order-last w-full md:order-none md:ms-4 md:w-auto md:flex-1"
        >
          <label htmlFor="market-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="market-search"
            name="q"
            type="search"
            maxLength={200}
            placeholder={t('searchPlaceholder')}
            className="w-full rounded-xl border border-[var(--border)] bg-[var(--surface-muted)] px-4 py-2.5 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15"
          />
        </form>
        <HeaderActions />
      </div>
      <nav aria-label={t('sectionsLabel')} className="mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6">
        <ul className="flex gap-1 pb-2 text-sm font-medium whitespace-nowrap">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block rounded-lg px-3 py-1.5 text-[var(--text-muted)] hover:bg-black/5 hover:text-[var(--text)] dark:hover:bg-white/10"
              >
                {t(`sections.${section.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
