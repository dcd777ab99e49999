import { getTranslations } from 'next-intl/server';
import { Logo, LogoMark } from '@/components/ui/logo';
import { HeaderActions } from './header-actions';
import { HeaderBar } from './header-bar';
import { MobileNav } from './mobile-nav';
import { NavLink } from './nav-link';

export async function SiteHeader() {
  const [t, site, blog] = await Promise.all([getTranslations('nav'), getTranslations('site'), getTranslations('blog')]);
  const links = [
    { href: '/ai', label: t('ai') },
    { href: '/market', label: t('market') },
    { href: '/services', label: t('services') },
    { href: '/blog', label: blog('title') },
  ];
  return (
    <HeaderBar>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <MobileNav
          title={
            <>
              <LogoMark className="size-7" /> {site('name')}
            </>
          }
        >
          <nav aria-label={t('mainNav')} className="flex flex-col gap-1">
            {links.map((link) => (
              <NavLink key={link.href} href={link.href}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        </MobileNav>
        <Logo name={site('name')} />
        <nav aria-label={t('mainNav')} className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.href} href={link.href}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <HeaderActions />
      </div>
    </HeaderBar>
  );
}
