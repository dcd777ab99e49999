'use client';

import { toPersianDigits } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { Button } from '@/components/ui/button';

/** Unexpected failures while rendering: status 500 as heading, the error's own message when it is safe to show. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage');
  const locale = useLocale();
  // In production Next.js replaces server error messages with a generic text and a digest; show ours then.
  const message = error.digest ? t('genericBody') : error.message || t('genericBody');
  return (
    <ErrorView
      status={locale === 'fa' ? toPersianDigits(500) : 500}
      title={t('generic')}
      body={message}
      homeLabel={t('mainPage')}
      homeHref={locale === 'fa' ? '/' : '/en'}
      action={
        <Button variant="outline" size="lg" onClick={reset}>
          {t('retry')}
        </Button>
      }
    />
  );
}
