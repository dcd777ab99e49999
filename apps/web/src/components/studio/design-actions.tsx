'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SaveAsModelButton } from '@/components/models/save-as-model';
import { CopyField } from '@/components/ui/copy-field';
import { ButtonLink } from '@/components/ui/button-link';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { CloseIcon } from '@/components/ui/icons/close';
import { DownloadIcon } from '@/components/ui/icons/download';
import { RepeatIcon } from '@/components/ui/icons/repeat';
import { ShareIcon } from '@/components/ui/icons/share';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { rerunPath, inputFromPath } from './paths';
import type { Design, FileKind } from './types';

/** A tool that can take a file of some kind, with the field that takes it (for "use as input"). */
export interface InputTarget {
  tool: string;
  field: string;
  name: string;
}

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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('share.title')} description={t('share.body')}>
        <div className="space-y-4">
          <Field inline label={t('share.showPrompt')}>
            <Checkbox
              checked={showPrompt}
              disabled={busy}
              onChange={(event) => {
                setShowPrompt(event.target.checked);
                if (share) void save(event.target.checked);
              }}
            />
          </Field>
          {share ? (
            <CopyField
              value={absolute}
              label={t('share.link')}
              copyLabel={t('share.copy')}
              copiedLabel={t('share.copied')}
            />
          ) : null}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('close')}</Button>
          </DialogClose>
          {share ? (
            <Button variant="secondary" disabled={busy} onClick={() => void stop()}>
              {t('share.stop')}
            </Button>
          ) : (
            <Button loading={busy} onClick={() => void save(showPrompt)}>
              {t('share.create')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
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
  const [sharing, setSharing] = useState(false);
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
        <Button asChild variant="outline" size="sm">
          <a href={first.url} download data-testid="download">
            <DownloadIcon className="size-4" />
            {label(t('actions.download'))}
          </a>
        </Button>
      ) : null}
      {done ? (
        <Button variant="outline" size="sm" onClick={() => setSharing(true)} aria-haspopup="dialog">
          <ShareIcon className="size-4" />
          {label(design.share ? t('actions.shared') : t('actions.share'))}
        </Button>
      ) : null}
      {done && outputKind === 'model3d' ? <SaveAsModelButton designId={design.id} compact={compact} /> : null}
      <ButtonLink href={rerunPath(design.tool, design.id)} variant="outline" size="sm">
        <RepeatIcon className="size-4" />
        {label(t('actions.rerun'))}
      </ButtonLink>
      {done && first && inputTargets.length ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              {t('actions.useAsInput')}
              <ChevronDownIcon className="size-4" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="max-h-72 w-56 overflow-y-auto">
            {inputTargets.map((target) => (
              <DropdownMenuItem key={target.tool} asChild>
                <Link href={inputFromPath(target.tool, target.field, first.id)}>{target.name}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {design.status === 'queued' ? (
        <Button variant="outline" size="sm" onClick={() => void cancel()}>
          {/* Compact on a phone, the label is for screen readers only: without an icon the button was empty. */}
          <CloseIcon className="size-4" />
          {label(t('actions.cancel'))}
        </Button>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-danger" data-testid="delete">
            <TrashIcon className="size-4" />
            {label(t('actions.delete'))}
          </Button>
        }
        title={t('delete.title')}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.keep')}
        onConfirm={async () => {
          await api.delete(`/designs/${design.id}`);
          onDeleted();
        }}
      />
      {sharing ? (
        <ShareDialog design={design} onClose={() => setSharing(false)} onChange={(share) => onChange({ share })} />
      ) : null}
    </div>
  );
}
