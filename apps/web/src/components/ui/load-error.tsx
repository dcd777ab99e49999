import { useTranslations } from 'next-intl';
import { Alert } from './alert';
import { ButtonLink } from './button-link';

/**
 * What the page needed did not come (the API did not answer as expected): say so plainly, in the page's
 * own words (`message`), and offer the same address again.
 */
export function LoadError({ message, retryHref }: { message: string; retryHref: string }) {
  const t = useTranslations('common');
  return (
    <Alert tone="warning">
      <p className="font-semibold">{message}</p>
      <ButtonLink href={retryHref} variant="link" className="mt-2 text-current underline">
        {t('retry')}
      </ButtonLink>
    </Alert>
  );
}
