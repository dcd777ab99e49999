import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
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
        <Link
          href="/auth"
          className="whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('signIn')}
        </Link>
      )}
    </div>
  );
}
