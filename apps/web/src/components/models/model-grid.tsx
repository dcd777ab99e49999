'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { FileSize } from '@/components/ui/file-size';
import { CubeIcon } from '@/components/ui/icons/cube';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusChip } from '@/components/ui/status-chip';
import { Link } from '@/i18n/navigation';
import { followLive } from '@/lib/follow-live';
import { modelPath, modelTitle, statusTones, type Model, type ModelStatus } from './model-data';

/** The library's cards; a model still processing is followed live until it is ready or failed. */
export function ModelGrid({ models: initial }: { models: Model[] }) {
  const [models, setModels] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setModels(initial);
  }
  const running = models
    .filter((model) => model.status === 'processing')
    .map((model) => model.id)
    .join(',');

  useEffect(() => {
    if (!running) return;
    const update = (id: string, patch: Partial<Model> | null) =>
      setModels((list) =>
        patch
          ? list.map((model) => (model.id === id ? { ...model, ...patch } : model))
          : list.filter((m) => m.id !== id),
      );
    const stops = running.split(',').map((id) =>
      followLive<ModelStatus, Model>({
        path: `/models/${id}`,
        event: 'model',
        isSettled: (status) => status !== 'processing',
        isGone: (error) => error.status === 404,
        onEvent: (state) => update(id, state),
        onSettled: (model) => update(id, model),
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [running]);

  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="model-grid">
      {models.map((model) => (
        <ModelCard key={model.id} model={model} />
      ))}
    </ul>
  );
}

function ModelCard({ model }: { model: Model }) {
  const t = useTranslations('models');
  const locale = useLocale() as Locale;
  const title = modelTitle(model, locale);
  const picture = model.thumbnailUrl ?? model.posterUrl;
  return (
    <Card asChild className="flex flex-col overflow-hidden">
      <li data-testid="model-card" data-status={model.status} data-id={model.id}>
        <Link href={modelPath(model.id)} className="relative block aspect-[4/3] overflow-hidden bg-muted">
          {picture ? (
            <img src={picture} alt="" loading="lazy" className="size-full object-contain" />
          ) : (
            <CubeIcon className="absolute inset-0 m-auto size-12 text-muted-foreground" aria-hidden />
          )}
          <Badge tone="media" className="absolute start-2 top-2">
            {t(`visibility.${model.visibility}`)}
          </Badge>
          <span className="sr-only">{t('open', { title })}</span>
        </Link>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusChip
              status={model.status}
              tones={statusTones}
              data-testid="status"
              label={t(`status.${model.status}`)}
            />
            <DateText value={model.createdAt} month="short" className="text-xs text-muted-foreground" />
          </div>
          {model.status === 'processing' ? (
            <ProgressBar label={t('processing', { title })} value={model.progress} />
          ) : null}
          <p className="line-clamp-2 text-sm font-semibold" dir="auto">
            <Link href={modelPath(model.id)} className="hover:text-link">
              {title}
            </Link>
          </p>
          <p className="mt-auto flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <FileSize bytes={model.bytes} />
            {model.stats.triangles !== null ? <span>{t('triangles', { count: model.stats.triangles })}</span> : null}
          </p>
        </div>
      </li>
    </Card>
  );
}
