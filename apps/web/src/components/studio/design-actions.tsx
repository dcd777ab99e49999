'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass, Dialog } from '@/components/admin/dialog';
import { CloseIcon, DownloadIcon, RepeatIcon, ShareIcon, TrashIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { rerunPath, inputFromPath } from './paths';
import type { Design, FileKind } from './types';

/** A tool that can take a file of some kind, with the field that takes it (for "use as input"). */
export interface InputTarget {
  tool: string;
  field: string;
  name: string;
}

const action =
  'inline-flex items-center gap-1.5 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3 py-1.5 text-sm font-semibold transition hover:border-brand-400 disabled:cursor-not-allowed disabled:opacity-60';

function ShareDialog({
  design,
  onClose,
  onChange,
}: {
  design: Design;
  onClose: () => void;
  onChange: (share: Design['share']) => void;
}) {
  const t = useTranslations('studio');
  const [showPrompt, setShowPrompt] = useState(design.share?.showPrompt ?? false);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const share = design.share;
  const absolute = share ? new URL(share.url, window.location.origin).href : '';

  async function save(prompt: boolean) {
    setBusy(true);
    try {
      const { data } = await api.post<{ slug: string; url: string }>(
        `/designs/${design.id}/share`,
        { showPrompt: prompt },
        { toastSuccess: false },
      );
      onChange({ ...data, showPrompt: prompt });
    } catch {
      // The API's message is already a toast.
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    setBusy(true);
    try {
      await api.delete(`/designs/${design.id}/share`, { toastSuccess: false });
      onChange(null);
    } catch {
      // Shown as a toast.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('share.title')} description={t('share.body')} onClose={onClose}>
      <div className="space-y-4">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={showPrompt}
            disabled={busy}
            onChange={(event) => {
              setShowPrompt(event.target.checked);
              if (share) void save(event.target.checked);
            }}
          />
          {t('share.showPrompt')}
        </label>
        {share ? (
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              value={absolute}
              dir="ltr"
              aria-label={t('share.link')}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-xl border border-[var(--border)] bg-[var(--surface-muted)] px-3 py-2 text-sm"
            />
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                void navigator.clipboard?.writeText(absolute).then(() => setCopied(true));
              }}
            >
              {copied ? t('share.copied') : t('share.copy')}
            </button>
          </div>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {copied ? t('share.copied') : ''}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          {share ? (
            <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void stop()}>
              {t('share.stop')}
            </button>
          ) : (
            <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void save(showPrompt)}>
              {t('share.create')}
            </button>
          )}
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function DeleteDialog({ design, onClose, onDeleted }: { design: Design; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations('studio');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      await api.delete(`/designs/${design.id}`, { toastErrors: false });
      onDeleted();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('failed'));
      setBusy(false);
    }
  }
  return (
    <Dialog title={t('delete.title')} description={t('delete.body')} onClose={onClose}>
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {t('delete.keep')}
        </button>
        <button type="button" className={buttonClass.danger} disabled={busy} onClick={() => void remove()}>
          {t('delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** Download, share, re-run, use as input, cancel and delete: every action on one design. */
export function DesignActions({
  design,
  targets,
  onChange,
  onDeleted,
  compact = false,
}: {
  design: Design;
  targets: Partial<Record<FileKind, InputTarget[]>>;
  onChange: (patch: Partial<Design>) => void;
  onDeleted: () => void;
  compact?: boolean;
}) {
  const t = useTranslations('studio');
  const [open, setOpen] = useState<'share' | 'delete' | null>(null);
  const first = design.outputs[0];
  const done = design.status === 'completed';
  const outputKind = first?.kind;
  const inputTargets = outputKind && outputKind !== 'model3d' ? (targets[outputKind] ?? []) : [];
  const label = (text: string) => (compact ? <span className="max-sm:sr-only">{text}</span> : text);

  async function cancel() {
    try {
      const { data } = await api.post<Design>(`/designs/${design.id}/cancel`, undefined, { toastSuccess: false });
      onChange(data);
    } catch {
      // The refusal (already running) is a toast.
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {done && first ? (
        <a href={first.url} download className={action} data-testid="download">
          <DownloadIcon className="size-4" />
          {label(t('actions.download'))}
        </a>
      ) : null}
      {done ? (
        <button type="button" className={action} onClick={() => setOpen('share')} aria-haspopup="dialog">
          <ShareIcon className="size-4" />
          {label(design.share ? t('actions.shared') : t('actions.share'))}
        </button>
      ) : null}
      <Link href={rerunPath(design.tool, design.id)} className={action}>
        <RepeatIcon className="size-4" />
        {label(t('actions.rerun'))}
      </Link>
      {done && first && inputTargets.length ? (
        <details className="relative">
          <summary className={`${action} cursor-pointer list-none`}>{t('actions.useAsInput')}</summary>
          <ul className="absolute start-0 top-full z-20 mt-1 max-h-72 w-56 overflow-y-auto rounded-xl border border-[var(--border)] bg-[var(--surface)] p-1 shadow-lg">
            {inputTargets.map((target) => (
              <li key={target.tool}>
                <Link
                  href={inputFromPath(target.tool, target.field, first.id)}
                  className="block rounded-lg px-3 py-2 text-sm hover:bg-black/5 dark:hover:bg-white/10"
                >
                  {target.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {design.status === 'queued' ? (
        <button type="button" className={action} onClick={() => void cancel()}>
          {/* Compact on a phone, the label is for screen readers only: without an icon the button was empty. */}
          <CloseIcon className="size-4" />
          {label(t('actions.cancel'))}
        </button>
      ) : null}
      <button
        type="button"
        className={`${action} text-red-700 dark:text-red-300`}
        onClick={() => setOpen('delete')}
        aria-haspopup="dialog"
        data-testid="delete"
      >
        <TrashIcon className="size-4" />
        {label(t('actions.delete'))}
      </button>
      {open === 'share' ? (
        <ShareDialog design={design} onClose={() => setOpen(null)} onChange={(share) => onChange({ share })} />
      ) : null}
      {open === 'delete' ? (
        <DeleteDialog
          design={design}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            onDeleted();
          }}
        />
      ) : null}
    </div>
  );
}
