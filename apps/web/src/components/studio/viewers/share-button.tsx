'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ShareIcon } from '@/components/ui/icons/share';

/**
 * The system's share sheet where there is one (phones), otherwise the link copied with a toast. `control`
 * is the height of the listing's like button beside it.
 */
export function ShareButton({ url, title, size = 'sm' }: { url: string; title: string; size?: 'sm' | 'control' }) {
  const t = useTranslations('viewers');
  const share = async () => {
    const absolute = new URL(url, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to say. Any other failure falls back to copying.
        if ((error as DOMException)?.name === 'AbortError') return;
      }
    }
    // react-toastify is the page chrome's (loaded after hydration): taken when there is something to say.
    const { toast } = await import('react-toastify/unstyled');
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Button variant="outline" size={size} onClick={share}>
      <ShareIcon className={size === 'sm' ? 'size-4' : 'size-5'} />
      {t('share')}
    </Button>
  );
}
