'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { AlertIcon } from '@/components/ui/icons/alert';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CubeIcon } from '@/components/ui/icons/cube';
import { MusicIcon } from '@/components/ui/icons/music';
import { PlayIcon } from '@/components/ui/icons/play';
import { VideoIcon } from '@/components/ui/icons/video';
import { Percent } from '@/components/ui/percent';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/button';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { cn } from '@/components/ui/cn';
import { Link } from '@/i18n/navigation';
import { DesignActions, type InputTarget } from './design-actions';
import { resultPath } from './paths';
import { checkerboard, mayBeTransparent } from './viewers/ui';
import type { Design, DesignStatus, FileKind } from './types';

const statusTones: Record<DesignStatus, StatusTone> = {
  queued: 'neutral',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
  deleted: 'neutral',
};

/** The status of a design as a chip: queued, running (with its share done), done, failed (and refunded). */
export function DesignStatusChip({ design }: { design: Pick<Design, 'status' | 'progress' | 'refunded'> }) {
  const t = useTranslations('studio');
  const share = Math.round(Math.min(1, Math.max(0, design.progress)) * 100) / 100;
  return (
    <StatusChip
      status={design.status}
      tones={statusTones}
      data-testid="status"
      label={
        <>
          {t(`status.${design.status}`)}
          {design.status === 'processing' ? <Percent value={share} exact /> : null}
          {(design.status === 'failed' || design.status === 'cancelled') && design.refunded ? (
            <span>· {t('refunded')}</span>
          ) : null}
        </>
      }
    />
  );
}

/** A progress bar for a design in the queue or running (an indeterminate one while queued). */
export function DesignProgress({ design, label }: { design: Pick<Design, 'status' | 'progress'>; label: string }) {
  if (design.status !== 'queued' && design.status !== 'processing') return null;
  return <ProgressBar label={label} value={design.status === 'queued' ? undefined : design.progress} />;
}

export function DesignThumb({ design, title }: { design: Design; title: string }) {
  const first = design.outputs[0];
  const still = first ? (first.kind === 'image' ? (first.thumbnailUrl ?? first.url) : first.thumbnailUrl) : null;
  if (still)
    return (
      <img
        src={still}
        alt={title}
        loading="lazy"
        // A transparent output (a removed background) shows on a checkerboard, as in the result viewer.
        className={cn(
          'h-full w-full object-cover',
          first?.kind === 'image' && mayBeTransparent(first.mime) && checkerboard,
        )}
      />
    );
  const Icon =
    first?.kind === 'audio'
      ? MusicIcon
      : first?.kind === 'model3d'
        ? CubeIcon
        : first?.kind === 'video'
          ? VideoIcon
          : null;
  // Nothing made yet: the box says where the design is rather than staying blank (the chip names it).
  if (!first)
    return (
      <span className="grid h-full w-full place-items-center text-muted-foreground" aria-hidden="true">
        {design.status === 'processing' ? (
          <Spinner className="size-9 border-4 text-primary motion-reduce:animate-none" />
        ) : design.status === 'queued' ? (
          <ClockIcon className="size-10" />
        ) : design.status === 'failed' || design.status === 'cancelled' ? (
          <AlertIcon className="size-10" />
        ) : null}
      </span>
    );
  return (
    <span className="grid h-full w-full place-items-center text-muted-foreground" aria-hidden={Icon ? undefined : true}>
      {Icon ? <Icon className="size-10" title={title} /> : null}
    </span>
  );
}

/** One design in a grid: what it made (or where it is), its status, and its actions. */
export function DesignCard({
  design,
  toolName,
  targets,
  onChange,
  onDeleted,
}: {
  design: Design;
  toolName: string;
  targets: Partial<Record<FileKind, InputTarget[]>>;
  onChange: (patch: Partial<Design>) => void;
  onDeleted: () => void;
}) {
  const t = useTranslations('studio');
  const prompt =
    typeof design.input.prompt === 'string'
      ? design.input.prompt
      : typeof design.input.text === 'string'
        ? design.input.text
        : '';
  const title = prompt || toolName;
  return (
    <Card asChild className="flex flex-col overflow-hidden">
      <li data-testid="design-card" data-status={design.status} data-id={design.id}>
        {/* overflow-hidden keeps the 4:3 box: a square picture would otherwise stretch it (and its row). */}
        <Link
          href={resultPath(design.tool, design.id)}
          className="group relative block aspect-[4/3] overflow-hidden bg-muted"
        >
          <DesignThumb design={design} title={title} />
          {design.outputs[0]?.kind === 'video' && design.outputs[0].thumbnailUrl ? (
            // A still of a video says it is one: a play mark over it.
            <Badge tone="media" className="absolute start-2 bottom-2 size-8 justify-center p-0" aria-hidden="true">
              <PlayIcon className="size-4" />
            </Badge>
          ) : null}
          {design.preview ? (
            <Badge tone="media" className="absolute bottom-2 end-2">
              {t('offlinePreview')}
            </Badge>
          ) : null}
          <span className="sr-only">{t('actions.open')}</span>
        </Link>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DesignStatusChip design={design} />
            <DateText value={design.createdAt} withTime month="short" className="text-xs text-muted-foreground" />
          </div>
          <DesignProgress design={design} label={t('progress', { name: toolName })} />
          <p className="line-clamp-2 text-sm" dir="auto">
            <Link href={resultPath(design.tool, design.id)} className="font-semibold hover:text-link">
              {title}
            </Link>
          </p>
          <p className="text-xs text-muted-foreground">
            {design.cost === 0 ? t('form.free') : t('form.coins', { count: design.cost })}
          </p>
          <div className="mt-auto">
            <DesignActions design={design} targets={targets} onChange={onChange} onDeleted={onDeleted} compact />
          </div>
        </div>
      </li>
    </Card>
  );
}
