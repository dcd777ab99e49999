import { useTranslations } from 'next-intl';

/** The id of each layout's `<main>`, the skip link's target; the main takes tabIndex -1 so focus lands in it. */
export const MAIN_ID = 'main';

/**
 * The first Tab stop of every layout: past the header and its menus straight to the page's own content.
 * Hidden until focused.
 */
export function SkipLink() {
  const t = useTranslations('common');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
    >
      {t('skipToContent')}
    </a>
  );
}
