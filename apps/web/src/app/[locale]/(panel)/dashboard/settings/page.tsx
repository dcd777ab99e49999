import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { SettingsForm } from '@/components/panel/settings-form';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/settings', 'settings');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const [titles, t] = await Promise.all([getTranslations('titles'), getTranslations('settings')]);
  return (
    <>
      <PageHeader title={titles('settings')} intro={t('intro')} />
      <div className="max-w-3xl">
        <SettingsForm user={user} />
      </div>
    </>
  );
}
