'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { SessionVariants } from '@/components/ui/session-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/lib/session-user';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { Bell } from '@/components/notifications/bell';

/**
 * The end of a public header: the language switch, then the account menu or a sign-in button. The page
 * around it is the same cached HTML for everyone, so the account is learnt on the client; until then the
 * HTML holds both the sign-in button and the menu's place (SessionVariants).
 */
export function HeaderActions() {
  const t = useTranslations('nav');
  const session = useSessionUser();
  return (
    <div className="ms-auto flex items-center gap-1 sm:gap-2">
      {/* The switch reads the query string, which a cached page learns only in the browser. */}
      <Suspense fallback={<LanguageSwitch withQuery={false} />}>
        <LanguageSwitch />
      </Suspense>
      {session.status === 'signedIn' ? (
        <>
          <Bell />
          <UserMenu user={session.user} />
        </>
      ) : (
        <SessionVariants
          status={session.status}
          signedIn={<Skeleton className="h-10 w-10 rounded-full md:w-36" />}
          anonymous={
            <ButtonLink href="/auth" size="sm">
              {t('signIn')}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
