import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { EntryForm } from '@/components/forms/auth-forms';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/auth', 'auth')), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <EntryForm />;
}
