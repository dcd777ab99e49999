'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { DateText } from '@/components/ui/date-text';
import { FileLink } from '@/components/ui/file-link';
import { FileSize } from '@/components/ui/file-size';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { FileDrop } from './file-drop';
import { linkExpired, type OrderDetail, type OrderFile } from './order-types';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';

/**
 * An order's files, both ways, each a download under its kept name. A signed address runs out
 * (ORDER_FILE_LINK_MINUTES, FileValidityTimeExpired); a page left open that long asks the order again for
 * fresh ones before following the link, so the owner never meets the expiry.
 */
export function OrderFiles({ orderId, files }: { orderId: string; files: OrderFile[] }) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const renew = async (event: MouseEvent<HTMLAnchorElement>, file: OrderFile) => {
    if (!linkExpired(file.expiresAt)) return;
    event.preventDefault();
    const { data } = await api.get<OrderDetail>(`/orders/${orderId}`);
    const fresh = data.files.find((one) => one.id === file.id);
    if (fresh) window.location.assign(fresh.url);
  };
  if (!files.length) return <p className="text-sm text-muted-foreground">{t('files.none')}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="order-files">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-from={file.from}>
          <FileLink
            href={file.url}
            name={file.name}
            look="inline"
            onClick={(event) => void renew(event, file)}
            className="flex-1"
            data-testid="order-file"
          />
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {file.delivery ? <Badge tone="success">{t('files.delivery')}</Badge> : null}
            <span>{file.from === 'staff' ? t('files.fromStaff') : t('files.fromYou')}</span>
            <FileSize bytes={file.size} locale={locale} />
            <DateText value={file.createdAt} month="short" withTime />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Files added to an order, from its page or the put-file page: one at a time, each with its progress. */
export function OrderUpload({ orderId, hint }: { orderId: string | null; hint: string }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const uploads = useUploads<OrderFile>(orderId ? `/orders/${orderId}/files` : null, {
    failed: t('upload.failedBody'),
    onDone: () => router.refresh(),
  });
  return (
    <div className="space-y-3" data-testid="order-upload">
      <FileDrop name="file" hint={hint} disabled={!orderId} onFiles={uploads.add} />
      <UploadList uploads={uploads.uploads} label={t('upload.list')} onRemove={uploads.remove} />
    </div>
  );
}
