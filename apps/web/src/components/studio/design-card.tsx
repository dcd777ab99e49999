'use client';

import { formatDateTime, formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { AlertIcon, ClockIcon, CubeIcon, MusicIcon, PlayIcon, VideoIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { DesignActions, type InputTarget } from './design-actions';
import { resultPath } from './paths';
import { checkerboard, mayBeTransparent } from './viewers/ui';
import type { Design, DesignStatus, FileKind } from './types';

const chipTone: Record<DesignStatus, string> = {
  queued: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  processing: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-100',
  cancelled: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-100',
  deleted: 'bg-slate-100 text-slate-500',
};

/** The status of a design as a chip: queued, running (with its share done), done, failed (and refunded). */
export function StatusChip({ design }: { design: Pick<Design, 'status' | 'progress' | 'refunded'> }) {
  const t = useTranslations('studio');
  const locale = useLocale() as Locale;
  const percent = Math.round(Math.min(1, Math.max(0, design.progress)) * 100);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${chipTone[design.status]}`}
      data-testid="status"
    >
      {t(`status.${design.status}`)}
      {design.status === 'processing' ? (
        <span className="tabular-nums">
          {formatNumber(percent, locale)}
          {locale === 'fa' ? '٪' : '%'}
        </span>
      ) : null}
      {(design.status === 'failed' || design.status === 'cancelled') && design.refunded ? (
        <span>· {t('refunded')}</span>
      ) : null}
    </span>
  );
}

/** A progress bar for a design in the queue or running (an indeterminate one while queued). */
export function ProgressBar({ design, label }: { design: Pick<Design, 'status' | 'progress'>; label: string }) {
  const value = Math.min(1, Math.max(0, design.progress));
  if (design.status !== 'queued' && design.status !== 'processing') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={design.status === 'queued' ? undefined : Math.round(value * 100)}
      className="h-1.5 w-full overflow-hidden rounded-full bg-[var(--surface-muted)]"
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-500 ${design.status === 'queued' ? 'w-1/4 animate-pulse' : ''}`}
        style={design.status === 'queued' ? undefined : { width: `${Math.max(3, value * 100)}%` }}
      />
    </div>
  );
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
        className={`h-full w-full object-cover ${first?.kind === 'image' && mayBeTransparent(first.mime) ? checkerboard : ''}`}
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
      <span className="grid h-full w-full place-items-center text-[var(--text-muted)]" aria-hidden="true">
        {design.status === 'processing' ? (
          <span className="size-9 animate-spin rounded-full border-4 border-brand-600/20 border-t-brand-600 motion-reduce:animate-none" />
        ) : design.status === 'queued' ? (
          <ClockIcon className="size-10" />
        ) : design.status === 'failed' || design.status === 'cancelled' ? (
          <AlertIcon className="size-10" />
        ) : null}
      </span>
    );
  return (
    <span
      className="grid h-full w-full place-items-center text-[var(--text-muted)]"
      aria-hidden={Icon ? undefined : true}
    >
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
  const locale = useLocale() as Locale;
  const prompt =
    typeof design.input.prompt === 'string'
      ? design.input.prompt
      : typeof design.input.text === 'string'
        ? design.input.text
        : '';
  const title = prompt || toolName;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface)] shadow-sm"
      data-testid="design-card"
      data-status={design.status}
      data-id={design.id}
    >
      {/* overflow-hidden keeps the 4:3 box: a square picture would otherwise stretch it (and its row). */}
      <Link
        href={resultPath(design.tool, design.id)}
        className="group relative block aspect-[4/3] overflow-hidden bg-[var(--surface-muted)]"
      >
        <DesignThumb design={design} title={title} />
        {design.outputs[0]?.kind === 'video' && design.outputs[0].thumbnailUrl ? (
          // A still of a video says it is one: a play mark over it.
          <span
            className="absolute start-2 bottom-2 grid size-8 place-items-center rounded-full bg-black/70 text-white"
            aria-hidden="true"
          >
            <PlayIcon className="size-4" />
          </span>
        ) : null}
        {design.preview ? (
          <span className="absolute bottom-2 end-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
            {t('offlinePreview')}
          </span>
        ) : null}
        <span className="sr-only">{t('actions.open')}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StatusChip design={design} />
          <span className="text-xs text-[var(--text-muted)]">
            <time dateTime={design.createdAt}>{formatDateTime(design.createdAt, locale)}</time>
          </span>
        </div>
        <ProgressBar design={design} label={t('progress', { name: toolName })} />
        <p className="line-clamp-2 text-sm" dir="auto">
          <Link
            href={resultPath(design.tool, design.id)}
            className="font-semibold hover:text-brand-700 dark:hover:text-brand-200"
          >
            {title}
          </Link>
        </p>
        <p className="text-xs text-[var(--text-muted)]">
          {design.cost === 0 ? t('form.free') : t('form.coins', { count: design.cost })}
        </p>
        <div className="mt-auto">
          <DesignActions design={design} targets={targets} onChange={onChange} onDeleted={onDeleted} compact />
        </div>
      </div>
    </li>
  );
}
