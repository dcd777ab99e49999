'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon, HomeIcon, LogoutIcon, SettingsIcon, UserIcon } from '@/components/ui/icons';
import { Avatar } from '@/components/ui/avatar';

export function UserMenu({ user }: { user: Pick<PublicUser, 'name' | 'avatarUrl'> }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const item = 'flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-black/5 dark:hover:bg-white/10';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('userMenu', { name: user.name })}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-1 pe-2 hover:bg-black/5 dark:hover:bg-white/10"
      >
        <Avatar name={user.name} url={user.avatarUrl} size={32} />
        <span className="hidden max-w-32 truncate text-sm font-medium md:inline">{user.name}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute end-0 top-full z-40 mt-2 w-56 rounded-xl border border-[var(--border)] bg-[var(--surface)] p-1.5 shadow-lg"
        >
          <Link role="menuitem" href="/dashboard" className={item} onClick={() => setOpen(false)}>
            <HomeIcon className="size-4" /> {t('dashboard')}
          </Link>
          <Link role="menuitem" href="/dashboard/profile" className={item} onClick={() => setOpen(false)}>
            <UserIcon className="size-4" /> {t('profile')}
          </Link>
          <Link role="menuitem" href="/dashboard/settings" className={item} onClick={() => setOpen(false)}>
            <SettingsIcon className="size-4" /> {t('settings')}
          </Link>
          <Link
            role="menuitem"
            href="/dashboard/logout"
            className={`${item} text-red-600 dark:text-red-400`}
            onClick={() => setOpen(false)}
          >
            <LogoutIcon className="size-4" /> {t('signOut')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
