'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { IconButton } from '@/components/ui/icon-button';
import { MenuIcon } from '@/components/ui/icons/menu';

// The sheet (Radix's dialog, about 11 KB gzip) is fetched when the menu is first wanted, not with the page:
// most visits never open it, and every public page carries this header.
const loadSheet = () => {
  // A failure here is left to the press, which asks again and reports it.
  import('./mobile-nav-sheet').catch(() => undefined);
};
const MobileNavSheet = dynamic(() => import('./mobile-nav-sheet').then((module) => module.MobileNavSheet), {
  ssr: false,
});

/**
 * The header's navigation on small screens: a button that opens a sheet from the start side with the same
 * links. Choosing a link closes it; so do Escape, the ✕ and a tap outside, and focus goes back to the button.
 */
export function MobileNav({ title, children }: { title: ReactNode; children: ReactNode }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays the sheet's way out.
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  // Back and forward navigate without a click on one of the sheet's links.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="md:hidden">
      <IconButton
        ref={opener}
        label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // A finger or a pointer on its way to the button starts the download.
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted ? (
        <MobileNavSheet open={open} onOpenChange={setOpen} title={title} closeLabel={t('closeMenu')} opener={opener}>
          {children}
        </MobileNavSheet>
      ) : null}
    </div>
  );
}
