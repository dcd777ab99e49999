'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { arPlacement, modelTitle, viewHotspots, viewSettings, type PublicModel } from './model-data';

const ModelView = dynamic(() => import('./model-view'), { ssr: false });

/** Addresses signed to end within this long are asked again before the viewer uses them. */
const FRESH_ENOUGH_MS = 10 * 60_000;

/**
 * The viewer of an embed. The page is kept by the cache for a while; an unlisted model's file addresses are
 * signed to end (the API's MODEL_LINK_MINUTES), so when the page's copy ends soon they are asked again
 * (from the same public link) before the model is loaded, and AR on a phone gets addresses that still hold.
 */
export function EmbedViewer({ model: rendered, openHref }: { model: PublicModel; openHref: string }) {
  const t = useTranslations('modelEmbed');
  const locale = useLocale() as Locale;
  const [model, setModel] = useState<PublicModel | null>(null);

  useEffect(() => {
    const ends = rendered.expiresAt ? Date.parse(rendered.expiresAt) : Number.POSITIVE_INFINITY;
    if (ends - Date.now() > FRESH_ENOUGH_MS) return setModel(rendered);
    let alive = true;
    api
      .get<PublicModel>(`/public/models/${encodeURIComponent(rendered.link)}`, { toastErrors: false })
      .then(({ data }) => alive && setModel(data))
      .catch(() => alive && setModel(rendered));
    return () => {
      alive = false;
    };
  }, [rendered]);

  const title = modelTitle(rendered, locale);
  return (
    <div className="relative size-full" data-testid="model-embed">
      {model?.glbUrl ? (
        <ModelView
          src={model.glbUrl}
          iosSrc={model.usdzUrl}
          poster={model.posterUrl}
          alt={t('alt', { title })}
          hotspots={viewHotspots(model, locale)}
          settings={viewSettings(model)}
          ar={arPlacement(model)}
        />
      ) : rendered.posterUrl ? (
        <img src={rendered.posterUrl} alt={t('alt', { title })} className="size-full object-contain" />
      ) : null}
      <Button asChild variant="outline" size="sm" className="absolute end-3 bottom-3 rounded-full shadow">
        <a href={openHref} target="_blank" rel="noopener">
          {t('open')}
        </a>
      </Button>
    </div>
  );
}
