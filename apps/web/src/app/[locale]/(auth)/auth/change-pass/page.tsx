import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ChangePassForm } from '@/components/forms/auth-forms';
import { redirect } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/auth/change-pass', 'changePass')), robots: { index: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const credential = typeof query.credential === 'string' ? query.credential.trim() : '';
  // SPEC section 2: without a credential this step makes no sense.
  if (!credential) return redirect({ href: '/auth/forgot-pass', locale });
  return <ChangePassForm credential={credential} />;
}
