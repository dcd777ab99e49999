'use client';

import { useTranslations } from 'next-intl';
import { downloadName, formatLabel } from './file-name';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons/download';

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
