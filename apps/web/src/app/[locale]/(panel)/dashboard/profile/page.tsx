import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarForm, ContactList, ProfileForm } from '@/components/panel/account-forms';
import { Card, PageHeader } from '@/components/panel/page-header';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/profile', 'profile');

export default async function ProfilePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const t = await getTranslations('profile');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <h2 className="mb-4 text-lg font-bold">{t('avatarTitle')}</h2>
          <AvatarForm user={user} />
        </Card>
        <Card className="lg:col-span-2">
          <h2 className="mb-4 text-lg font-bold">{t('detailsTitle')}</h2>
          <ProfileForm user={user} />
        </Card>
        <Card>
          <h2 className="text-lg font-bold">{t('contactTitle')}</h2>
          <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">{t('contactHint')}</p>
          <ContactList user={user} />
        </Card>
        <Card>
          <h2 className="text-lg font-bold">{t('securityTitle')}</h2>
          <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">{t('securityBody')}</p>
          <Link
            href="/dashboard/profile/change-password"
            className="inline-flex rounded-xl border border-[var(--border)] px-4 py-2 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10"
          >
            {t('changePassword')}
          </Link>
        </Card>
      </div>
    </>
  );
}
