'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { IconButton } from '@/components/ui/icon-button';
import { MenuIcon } from '@/components/ui/icons';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';

/**
 * The header's navigation on small screens: a button that opens a sheet from the start side with the same
 * links. Choosing a link closes it; so do Escape, the ✕ and a tap outside, and focus goes back to the button.
 */
export function MobileNav({ title, children }: { title: ReactNode; children: ReactNode }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Back and forward navigate without a click on one of the sheet's links.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="md:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <IconButton label={t('openMenu')}>
            <MenuIcon />
          </IconButton>
        </SheetTrigger>
        <SheetContent
          side="start"
          title={title}
          closeLabel={t('closeMenu')}
          // A link to the page already shown changes no path: close on the click itself.
          onClick={(event) => {
            if ((event.target as Element).closest('a[href]')) setOpen(false);
          }}
        >
          <div className="p-3">{children}</div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
