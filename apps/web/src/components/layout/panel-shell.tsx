'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { ArIcon } from '@/components/ui/icons/ar';
import { BookIcon } from '@/components/ui/icons/book';
import { CameraIcon } from '@/components/ui/icons/camera';
import { ChatIcon } from '@/components/ui/icons/chat';
import { CoinsIcon } from '@/components/ui/icons/coins';
import { HomeIcon } from '@/components/ui/icons/home';
import { LedgerIcon } from '@/components/ui/icons/ledger';
import { LightbulbIcon } from '@/components/ui/icons/lightbulb';
import { ListIcon } from '@/components/ui/icons/list';
import { LogoutIcon } from '@/components/ui/icons/logout';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { MenuIcon } from '@/components/ui/icons/menu';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { PenIcon } from '@/components/ui/icons/pen';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { SettingsIcon } from '@/components/ui/icons/settings';
import { SparkIcon } from '@/components/ui/icons/spark';
import { StoreIcon } from '@/components/ui/icons/store';
import { UserIcon } from '@/components/ui/icons/user';
import { WalletIcon } from '@/components/ui/icons/wallet';
import { Button } from '@/components/ui/button';
import { deskPaths } from '@/components/desk/desk-paths';
import { isStaff } from '@/lib/roles';
import { IconButton } from '@/components/ui/icon-button';
import { LogoMark } from '@/components/ui/logo-mark';
import { SkipLink } from './skip-link';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { HeaderBar } from './header-bar';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { NavLink } from './nav-link';
import { NavCount, useNavCounts, type CountKey, type NavCounts } from './nav-counts';

type NavKey =
  | 'home'
  | 'intelligence'
  | 'ar'
  | 'tours'
  | 'wallet'
  | 'orders'
  | 'shop'
  | 'shopProducts'
  | 'shopPlaces'
  | 'shopInfo'
  | 'shopImages'
  | 'tickets'
  | 'profile'
  | 'settings'
  | 'guide'
  | 'instruction'
  | 'adminWallet'
  | 'adminLedger'
  | 'adminAi'
  | 'adminMarket'
  | 'adminTours'
  | 'adminServices'
  | 'adminBlog'
  | 'deskTickets'
  | 'deskOrders'
  | 'deskReplies';
/** `count`: a number shown beside the entry (nav-counts.tsx). */
type Item = { href: string; key: NavKey; Icon: typeof HomeIcon; count?: CountKey };

type Group = { key: 'create' | 'business' | 'shop' | 'account' | 'help' | 'desk' | 'admin' | null; items: Item[] };

/** Every section of the dashboard, grouped as people think of them. */
const groups: Group[] = [
  { key: null, items: [{ href: '/dashboard', key: 'home', Icon: HomeIcon }] },
  {
    key: 'create',
    items: [
      { href: '/dashboard/intelligence', key: 'intelligence', Icon: SparkIcon },
      { href: '/dashboard/argumented-reality', key: 'ar', Icon: ArIcon },
      { href: '/dashboard/virtual-tour', key: 'tours', Icon: PanoramaIcon },
    ],
  },
  {
    key: 'business',
    items: [
      { href: '/dashboard/wallet', key: 'wallet', Icon: WalletIcon },
      { href: '/dashboard/orders', key: 'orders', Icon: ReceiptIcon },
      { href: '/dashboard/ticket', key: 'tickets', Icon: ChatIcon, count: 'tickets' },
    ],
  },
  {
    key: 'shop',
    items: [
      { href: '/dashboard/shop', key: 'shop', Icon: StoreIcon },
      { href: '/dashboard/shop/product', key: 'shopProducts', Icon: ListIcon },
      { href: '/dashboard/shop/places', key: 'shopPlaces', Icon: MapPinIcon },
      { href: '/dashboard/shop/info', key: 'shopInfo', Icon: SettingsIcon },
      { href: '/dashboard/shop/image', key: 'shopImages', Icon: CameraIcon },
    ],
  },
  {
    key: 'account',
    items: [
      { href: '/dashboard/profile', key: 'profile', Icon: UserIcon },
      { href: '/dashboard/settings', key: 'settings', Icon: SettingsIcon },
    ],
  },
  {
    key: 'help',
    items: [
      { href: '/dashboard/guide', key: 'guide', Icon: BookIcon },
      { href: '/dashboard/instruction', key: 'instruction', Icon: LightbulbIcon },
    ],
  },
];

/** The support desk's queues (support and admin accounts; the pages answer 404 to anyone else), with what waits. */
const deskGroup: Group = {
  key: 'desk',
  items: [
    { href: deskPaths.tickets, key: 'deskTickets', Icon: ChatIcon, count: 'deskTickets' },
    { href: deskPaths.orders, key: 'deskOrders', Icon: ReceiptIcon, count: 'deskOrders' },
    { href: deskPaths.replies, key: 'deskReplies', Icon: ListIcon },
  ],
};

/** The back office's pages: shown to admins only (the pages answer 404 to anyone else). */
const adminGroup: Group = {
  key: 'admin',
  items: [
    { href: '/dashboard/admin/wallet', key: 'adminWallet', Icon: CoinsIcon },
    { href: '/dashboard/admin/ledger', key: 'adminLedger', Icon: LedgerIcon },
    { href: '/dashboard/admin/ai', key: 'adminAi', Icon: SparkIcon },
    { href: '/dashboard/admin/market', key: 'adminMarket', Icon: StoreIcon },
    { href: '/dashboard/admin/tours', key: 'adminTours', Icon: PanoramaIcon },
    { href: '/dashboard/admin/services', key: 'adminServices', Icon: ListIcon },
    { href: '/dashboard/admin/blog', key: 'adminBlog', Icon: PenIcon },
  ],
};

/** The sidebar's groups for this account: the desk for staff, the back office for admins. */
const groupsOf = (user: PublicUser) => [
  ...groups,
  ...(isStaff(user) ? [deskGroup] : []),
  ...(user.role === 'admin' ? [adminGroup] : []),
];
/** The counts the sidebar shows, once for both of its places (the page and the sheet). */
const countKeysOf = (user: PublicUser) =>
  groupsOf(user).flatMap((group) => group.items.flatMap((item) => (item.count ? [item.count] : [])));

/** Items whose pages below them have items of their own: active on their own page only. */
const exactItems = new Set(['/dashboard', '/dashboard/shop']);

function isActive(pathname: string, href: string) {
  return exactItems.has(href) ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

function Sidebar({ onNavigate, user, counts }: { onNavigate?: () => void; user: PublicUser; counts: NavCounts }) {
  const t = useTranslations('panel');
  const pathname = usePathname();
  return (
    <nav aria-label={t('sidebarLabel')} className="flex h-full flex-col gap-5 overflow-y-auto p-4">
      {groupsOf(user).map((group) => (
        <div key={group.key ?? 'top'}>
          {group.key ? (
            <p className="mb-1.5 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t(`groups.${group.key}`)}
            </p>
          ) : null}
          <ul className="space-y-0.5">
            {group.items.map(({ href, key, Icon, count }) => {
              const active = isActive(pathname, href);
              return (
                <li key={href}>
                  <NavLink href={href} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
                    <Icon />
                    {t(`nav.${key}`)}
                    {count ? <NavCount name={count} count={counts[count]} /> : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="mt-auto border-t border-border pt-4">
        <NavLink href="/dashboard/logout" onClick={onNavigate} tone="danger">
          <LogoutIcon />
          {t('nav.logout')}
        </NavLink>
      </div>
    </nav>
  );
}

export function PanelShell({ user, siteName, children }: { user: PublicUser; siteName: string; children: ReactNode }) {
  const t = useTranslations('panel');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const counts = useNavCounts(countKeysOf(user));
  // Back and forward navigate without a click on one of the sheet's links.
  useEffect(() => setOpen(false), [pathname]);
  // From the lg width up the sidebar is on the page: a sheet still open would trap focus behind nothing.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 64rem)');
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);
  const brand = (
    <>
      <LogoMark className="size-7" /> {siteName}
    </>
  );

  return (
    <div data-layout="panel" className="min-h-dvh lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh border-e border-border bg-card lg:block">
        <div className="flex h-16 items-center gap-2 border-b border-border px-5">
          <Link href="/" className="flex items-center gap-2 font-bold">
            {brand}
          </Link>
        </div>
        <div className="h-[calc(100dvh-4rem)]">
          <Sidebar user={user} counts={counts} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <HeaderBar className="flex h-16 items-center gap-3 px-4 sm:px-6">
          {/* Below lg the sidebar is a sheet: focus moves into it and stays, Escape closes it, focus comes back here. */}
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <IconButton label={t('openSidebar')} className="lg:hidden">
                <MenuIcon />
              </IconButton>
            </SheetTrigger>
            <SheetContent side="start" title={brand} closeLabel={t('closeSidebar')}>
              <Sidebar onNavigate={() => setOpen(false)} user={user} counts={counts} />
            </SheetContent>
          </Sheet>
          <Link href="/" className="flex items-center gap-2 font-bold lg:hidden">
            <LogoMark className="size-7" />
            <span className="hidden xs:inline">{siteName}</span>
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitch />
            <NotificationBell />
            <Button asChild variant="ghost" className="rounded-full ps-1 pe-3 font-medium">
              <Link href="/dashboard/profile">
                <Avatar name={user.name} url={user.avatarUrl} size={32} />
                <span className="sr-only sm:not-sr-only">{user.name}</span>
              </Link>
            </Button>
          </div>
        </HeaderBar>
        <main
          id="main"
          tabIndex={-1}
          className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
