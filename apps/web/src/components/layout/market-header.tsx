import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { Input } from '@/components/ui/input';
import { Logo } from '@/components/ui/logo';
import { HeaderActions } from './header-actions';
import { HeaderBar } from './header-bar';
import { NavLink } from './nav-link';

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
    <HeaderBar>
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
          <Input
            id="market-search"
            name="q"
            type="search"
            maxLength={200}
            placeholder={t('searchPlaceholder')}
            className="bg-muted"
          />
        </form>
        <HeaderActions />
      </div>
      <nav aria-label={t('sectionsLabel')} className="mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6">
        <ul className="flex gap-1 whitespace-nowrap pb-2">
          {sections.map((section) => (
            <li key={section.href}>
              <NavLink href={section.href} className="py-1.5">
                {t(`sections.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </HeaderBar>
  );
}
