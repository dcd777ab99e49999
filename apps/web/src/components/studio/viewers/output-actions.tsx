'use client';

import { useTranslations } from 'next-intl';
import { downloadName, formatLabel } from './file-name';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons/download';
import { ShareIcon } from '@/components/ui/icons/share';

/** A link that saves the file under a readable name (our files are same-origin, so `download` applies). */
export function DownloadButton({
  url,
  mime,
  title,
  index = 0,
  total = 1,
}: {
  url: string;
  mime: string;
  title: string;
  index?: number;
  total?: number;
}) {
  const t = useTranslations('viewers');
  const name = downloadName(title, mime, index, total);
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} download={name} title={name}>
        <DownloadIcon className="size-4" />
        {t('download', { format: formatLabel(mime) })}
      </a>
    </Button>
  );
}

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
