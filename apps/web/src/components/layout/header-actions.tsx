import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { getCurrentUser } from '@/lib/server-api';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** The end of a public header: the language switch, then the account menu or a sign-in button. */
export async function HeaderActions() {
  const [t, user] = await Promise.all([getTranslations('nav'), getCurrentUser()]);
  return (
    <div className="ms-auto flex items-center gap-2">
      <LanguageSwitch />
      {user ? (
        <UserMenu user={user} />
      ) : (
        <ButtonLink href="/auth" size="sm">
          {t('signIn')}
        </ButtonLink>
      )}
    </div>
  );
}
