import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { SkipLink } from '@/components/layout/skip-link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { requireUser } from '@/lib/guards';

/** The controls floating over the viewer (dark in either theme) or over the editor beside it: white on dark glass, dark enough to read on either. */
const overViewer = 'pointer-events-auto rounded-full bg-black/70 px-4 text-white backdrop-blur hover:bg-black/80';

/**
 * Layout `empty`: the whole screen for one thing (the AR viewer), with only a way back and the
 * language switch floating over it. Its routes are dashboard routes, so the auth guard applies.
 */
export default async function EmptyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  await requireUser(locale);
  const t = await getTranslations('panel');
  return (
    <div data-layout="empty" className="relative min-h-dvh bg-black text-white">
      <SkipLink />
      <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex items-center justify-between p-3">
        <ButtonLink href="/dashboard" variant="ghost" size="sm" className={overViewer}>
          <ArrowForwardIcon className="size-4 rotate-180" />
          {t('nav.home')}
        </ButtonLink>
        <LanguageSwitch className={overViewer} />
      </div>
      <main id="main" tabIndex={-1} className="outline-none min-h-dvh">
        <ClientMessages namespaces={['models', 'studio']}>{children}</ClientMessages>
      </main>
    </div>
  );
}
