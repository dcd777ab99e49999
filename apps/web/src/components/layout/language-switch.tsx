'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { GlobeIcon } from '@/components/ui/icons';

/** Links to the same page in the other language; next-intl remembers the choice in the locale cookie. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const query = Object.fromEntries(search.entries());
  return (
    <Link
      href={{ pathname, query }}
      locale={locale === 'fa' ? 'en' : 'fa'}
      lang={locale === 'fa' ? 'en' : 'fa'}
      aria-label={t('switchLanguageLabel')}
      className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
    >
      <GlobeIcon className="size-4" />
      {/* On the narrowest phones the full name crowds the header; the short code says the same. */}
      <span className="hidden sm:inline">{t('switchLanguage')}</span>
      <span className="sm:hidden">{locale === 'fa' ? 'EN' : 'فا'}</span>
    </Link>
  );
}
