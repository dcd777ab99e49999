import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChangeCredentialForm } from '@/components/panel/account-forms';
import { PageHeader } from '@/components/panel/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/profile/change-credential', 'changeCredential');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [titles, t] = await Promise.all([getTranslations('titles'), getTranslations('changeCredential')]);
  return (
    <>
      <PageHeader title={titles('changeCredential')} intro={t('intro')} />
      <Card className="max-w-lg">
        <CardContent>
          <ChangeCredentialForm />
        </CardContent>
      </Card>
    </>
  );
}
