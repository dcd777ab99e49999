'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { DownloadIcon } from '@/components/ui/icons/download';
import { StoreIcon } from '@/components/ui/icons/store';
import { TrashIcon } from '@/components/ui/icons/trash';
import { useRouter } from '@/i18n/navigation';
import { embedCode } from '@/lib/embed-code';
import { api } from '@/lib/api-client';
import { addToMarketPath, embedPath, libraryPath, modelTitle, type Model } from '../model-data';
import { useModelPatch } from './save-state';

/** Where the model goes from here: its link and embed code, its files, a shop's listing, or away. */
export function SharePanel({
  model,
  shopOwner,
  onSaved,
}: {
  model: Model;
  shopOwner: boolean;
  onSaved: (model: Model) => void;
}) {
  const t = useTranslations('models');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { saving, error, patch } = useModelPatch(model, onSaved);
  // The page's own origin (the address the owner knows), read after hydration.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const link = `${origin}${locale === 'en' ? '/en' : ''}${embedPath(model.link)}`;
  const shared = model.visibility !== 'private';

  return (
    <div className="space-y-5" data-testid="model-share">
      {shared ? (
        <>
          <div className="space-y-2">
            <p className="text-sm font-semibold">{t('share.link')}</p>
            <CopyField
              value={link}
              label={t('share.link')}
              copyLabel={t('share.copy')}
              copiedLabel={t('share.copied')}
            />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-semibold">{t('share.embed')}</p>
            <CopyField
              value={embedCode(link, modelTitle(model, locale), { width: 640, height: 480 })}
              label={t('share.embed')}
              copyLabel={t('share.copy')}
              copiedLabel={t('share.copied')}
              multiline
            />
            <p className="text-xs text-muted-foreground">{t('share.embedHint')}</p>
          </div>
        </>
      ) : (
        <Alert tone="info">
          <p>{t('share.private')}</p>
          <Button className="mt-3" size="sm" loading={saving} onClick={() => patch({ visibility: 'unlisted' })}>
            {t('share.makeUnlisted')}
          </Button>
        </Alert>
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {model.status === 'ready' ? (
        <div className="flex flex-wrap gap-2">
          {model.glbUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={model.glbUrl} download>
                <DownloadIcon className="size-4" />
                {t('share.downloadGlb')}
              </a>
            </Button>
          ) : null}
          {model.usdzUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={model.usdzUrl} download>
                <DownloadIcon className="size-4" />
                {t('share.downloadUsdz')}
              </a>
            </Button>
          ) : null}
          {shopOwner ? (
            <ButtonLink href={addToMarketPath(model.id)} variant="outline" size="sm">
              <StoreIcon className="size-4" />
              {t('share.addToMarket')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="danger" size="sm">
            <TrashIcon className="size-4" />
            {t('delete.action')}
          </Button>
        }
        title={t('delete.title')}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('cancel')}
        icon={<TrashIcon className="size-6" />}
        onConfirm={async () => {
          await api.delete(`/models/${model.id}`);
          router.push(libraryPath);
          router.refresh();
        }}
      />
    </div>
  );
}
