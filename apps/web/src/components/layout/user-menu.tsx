'use client';

import type { PublicUser } from '@rassam/api/schemas';
import dynamic from 'next/dynamic';

/**
 * The header's account menu (account-menu.tsx) in a chunk of its own: it is on the server's page only for a
 * signed-in visitor, who gets the chunk with it, while the public pages most visitors see without an
 * account do not carry Radix's menu (about 18 KB gzip). `loading` gives it a Suspense boundary of its own,
 * so the rest of the page hydrates without waiting for it.
 */
export const UserMenu = dynamic<{ user: Pick<PublicUser, 'name' | 'avatarUrl'> }>(
  () => import('./account-menu').then((module) => module.AccountMenu),
  { loading: () => null },
);
