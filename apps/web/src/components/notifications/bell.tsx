'use client';

import dynamic from 'next/dynamic';

/**
 * The notification bell (notification-bell.tsx) in a chunk of its own, as the account menu is: public pages
 * load it only for a signed-in visitor.
 */
export const Bell = dynamic(() => import('./notification-bell').then((module) => module.NotificationBell), {
  loading: () => null,
});
