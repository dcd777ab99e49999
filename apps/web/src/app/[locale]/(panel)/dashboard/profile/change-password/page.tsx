import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/panel/account-forms';
import { PageHeader } from '@/components/panel/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/profile/change-password', 'changePassword');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const titles = await getTranslations('titles');
  return (
    <>
      <PageHeader title={titles('changePassword')} />
      <Card className="max-w-lg">
        <CardContent>
          <ChangePasswordForm hasPassword={user.hasPassword} />
        </CardContent>
      </Card>
    </>
  );
}
