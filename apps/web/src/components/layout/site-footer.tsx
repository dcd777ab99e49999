import { formatDate, type Locale } from '@rassam/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { Logo } from '@/components/ui/logo';
import { TextLink } from '@/components/ui/text-link';

export async function SiteFooter() {
  const [t, nav, site, blog, locale] = await Promise.all([
    getTranslations('footer'),
    getTranslations('nav'),
    getTranslations('site'),
    getTranslations('blog'),
    getLocale(),
  ]);
  // The year in the reader's calendar: 1405 in Persian, 2026 in English.
  const year = formatDate(new Date(), locale as Locale, { year: 'numeric' });
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo name={site('name')} />
          <p className="mt-3 max-w-md text-sm text-muted-foreground">{t('blurb')}</p>
          <p className="mt-2 text-sm text-muted-foreground" dir="auto">
            {t('contact')}
          </p>
        </div>
        <FooterNav
          label={t('product')}
          links={[
            { href: '/ai', label: nav('ai') },
            { href: '/market', label: nav('market') },
            { href: '/services', label: nav('services') },
          ]}
        />
        <FooterNav
          label={t('company')}
          links={[
            { href: '/about', label: t('about') },
            { href: '/blog', label: blog('title') },
            { href: '/policy', label: t('policy') },
            { href: '/terms', label: t('terms') },
          ]}
        />
      </div>
      <div className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        {t('rights', { year })}
      </div>
    </footer>
  );
}

/** A column of the footer's links under its heading, which also names the navigation. */
function FooterNav({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 text-sm font-semibold">{label}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <TextLink href={link.href} tone="quiet" className="text-sm">
              {link.label}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
