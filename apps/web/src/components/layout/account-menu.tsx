'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { HomeIcon } from '@/components/ui/icons/home';
import { LogoutIcon } from '@/components/ui/icons/logout';
import { SettingsIcon } from '@/components/ui/icons/settings';
import { UserIcon } from '@/components/ui/icons/user';

/**
 * The header's account menu, loaded through user-menu.tsx: the kit's DropdownMenu (arrow keys, Escape, focus
 * back on the button).
 */
export function AccountMenu({ user }: { user: Pick<PublicUser, 'name' | 'avatarUrl'> }) {
  const t = useTranslations('nav');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" aria-label={t('userMenu', { name: user.name })} className="rounded-full ps-1 pe-2">
          <Avatar name={user.name} url={user.avatarUrl} size={32} />
          <span className="hidden max-w-32 truncate font-medium md:inline">{user.name}</span>
          <ChevronDownIcon className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <HomeIcon /> {t('dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/dashboard/profile">
            <UserIcon /> {t('profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/dashboard/settings">
            <SettingsIcon /> {t('settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild tone="danger">
          <Link href="/dashboard/logout">
            <LogoutIcon /> {t('signOut')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
