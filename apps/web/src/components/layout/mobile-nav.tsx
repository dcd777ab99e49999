'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

/** The header's navigation on small screens: a button that opens a sheet with the same links. */
export function MobileNav({ children }: { children: ReactNode }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((v) => !v)}
        className="rounded-lg p-2 hover:bg-black/5 dark:hover:bg-white/10"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open ? (
        <div
          id="mobile-nav"
          className="absolute inset-x-0 top-full z-30 border-b border-[var(--border)] bg-[var(--surface)] px-4 py-3 shadow-lg"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
