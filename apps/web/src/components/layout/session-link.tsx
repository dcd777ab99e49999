'use client';

import type { ReactNode } from 'react';
import { ButtonLink, type ButtonLinkProps } from '@/components/ui/button-link';
import { SessionVariants } from '@/components/ui/session-variants';
import { useSessionUser } from '@/lib/session-user';

interface Target {
  href: string;
  children: ReactNode;
}

/**
 * A call to action that leads a signed-in visitor elsewhere than a new one (the panel rather than
 * sign-in) on a page cached for everyone (SessionVariants).
 */
export function SessionLink({
  signedIn,
  anonymous,
  ...props
}: Omit<ButtonLinkProps, 'href' | 'children'> & { signedIn: Target; anonymous: Target }) {
  const session = useSessionUser();
  return (
    <SessionVariants
      status={session.status}
      signedIn={<ButtonLink {...props} {...signedIn} />}
      anonymous={<ButtonLink {...props} {...anonymous} />}
    />
  );
}
