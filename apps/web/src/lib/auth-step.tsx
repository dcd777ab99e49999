import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { redirect } from '@/i18n/navigation';
import { pageMetadata } from './metadata';
import type { TitleKey } from '@/routes/manifest';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * An auth page: private to search engines, titled from its key, and, for the steps that act on a phone
 * or email, sent back to `missingCredentialTo` when `?credential=` is absent (SPEC section 2).
 */
export function authStep(options: {
  path: string;
  titleKey: TitleKey;
  missingCredentialTo?: '/auth' | '/auth/forgot-pass';
  render: (query: { credential: string; params: Record<string, string | string[] | undefined> }) => ReactNode;
}) {
  async function generateMetadata({ params }: Props) {
    const { locale } = await params;
    return { ...(await pageMetadata(locale, options.path, options.titleKey)), robots: { index: false } };
  }

  async function Page({ params, searchParams }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const query = await searchParams;
    const credential = typeof query.credential === 'string' ? query.credential.trim() : '';
    if (options.missingCredentialTo && !credential) return redirect({ href: options.missingCredentialTo, locale });
    return options.render({ credential, params: query });
  }

  return { generateMetadata, Page };
}
