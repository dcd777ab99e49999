'use client';

import type { ReactNode } from 'react';
import { ButtonLink, type ButtonLinkProps } from '@/components/ui/button-link';
import { useSessionUser } from '@/lib/session-user';

interface Target {
  href: string;
  children: ReactNode;
}

/**
 * A call to action that leads a signed-in visitor elsewhere than a new one (the panel rather than
 * sign-in) on a page cached for everyone: until the account is known both are in the HTML, and the
 * theme script's `signed-in` class shows one before the first paint (globals.css).
 */
export function SessionLink({
  signedIn,
  anonymous,
  ...props
}: Omit<ButtonLinkProps, 'href' | 'children'> & { signedIn: Target; anonymous: Target }) {
  const session = useSessionUser();
  if (session.status === 'signedIn') return <ButtonLink {...props} {...signedIn} />;
  if (session.status === 'anonymous') return <ButtonLink {...props} {...anonymous} />;
  return (
    <>
      <ButtonLink {...props} {...anonymous} data-session="anonymous" />
      <ButtonLink {...props} {...signedIn} data-session="signed-in" />
    </>
  );
}
