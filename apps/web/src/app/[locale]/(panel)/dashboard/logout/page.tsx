import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { LogoutDialog } from '@/components/panel/logout-dialog';
import { panelMetadata } from '@/lib/panel-page';
import DashboardPage from '../page';

export const generateMetadata = panelMetadata('/dashboard/logout', 'logout');

/** The dashboard stays behind the dimmed confirmation, so cancelling leaves the user where they were. */
export default async function LogoutPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <DashboardPage params={params} />
      <LogoutDialog />
    </>
  );
}
