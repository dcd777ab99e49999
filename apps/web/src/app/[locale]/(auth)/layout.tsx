import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { SkipLink } from '@/components/layout/skip-link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons/check';
import { Logo } from '@/components/ui/logo';
import { TextLink } from '@/components/ui/text-link';
import { requireVisitor } from '@/lib/guards';

/** Sign-in reads the visitor's session and query: rendered per visit, never kept (decision 030). */
export const dynamic = 'force-dynamic';

export default async function AuthLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  await requireVisitor(locale);
  const [t, site] = await Promise.all([getTranslations('auth'), getTranslations('site')]);
  return (
    <div data-layout="auth" className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <SkipLink />
      <aside className="relative hidden overflow-hidden bg-primary p-12 text-primary-foreground lg:flex lg:flex-col lg:justify-between">
        <div
          className="absolute -end-24 -top-24 size-96 rounded-full bg-primary-foreground/10 blur-2xl"
          aria-hidden="true"
        />
        <div className="relative [&_a]:text-primary-foreground">
          <Logo name={site('name')} />
        </div>
        <div className="relative">
          <h2 className="text-3xl font-extrabold leading-snug">{t('brandTitle')}</h2>
          <p className="mt-3 max-w-md opacity-85">{t('brandBody')}</p>
          <ul className="mt-8 space-y-3">
            {(['one', 'two', 'three'] as const).map((key) => (
              <li key={key} className="flex items-start gap-3">
                <span className="mt-0.5 inline-grid size-6 place-items-center rounded-full bg-primary-foreground/20">
                  <CheckIcon className="size-4" />
                </span>
                {t(`brandPoints.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm opacity-85">{site('tagline')}</p>
      </aside>
      <div className="flex flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <div className="lg:invisible">
            <Logo name={site('name')} />
          </div>
          <LanguageSwitch />
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="outline-none flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:px-8"
        >
          <Card padded className="w-full max-w-md rounded-3xl shadow-xl sm:p-8">
            {/* The sign-in forms' copy comes with these pages only. */}
            <ClientMessages namespaces={['auth']}>{children}</ClientMessages>
          </Card>
        </main>
        <div className="pb-6 text-center">
          <TextLink href="/" tone="quiet" className="text-sm">
            {t('backHome')}
          </TextLink>
        </div>
      </div>
    </div>
  );
}
