import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarForm, ContactList, ProfileForm } from '@/components/panel/account-forms';
import { PageHeader } from '@/components/panel/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
          <CardHeader>
            <CardTitle>{t('avatarTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <AvatarForm user={user} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('detailsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('contactTitle')}</CardTitle>
            <CardDescription>{t('contactHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactList user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('securityTitle')}</CardTitle>
            <CardDescription>{t('securityBody')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ButtonLink href="/dashboard/profile/change-password" variant="outline">
              {t('changePassword')}
            </ButtonLink>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
