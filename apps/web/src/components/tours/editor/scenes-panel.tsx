'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { SceneUpload } from '../scene-upload';
import { orderedScenes, sceneName, sceneNamesBody, scenePutBody, type SceneView, type TourView } from '../tour-api';
import { useSectionSave } from './use-section-save';

/** The order after moving one scene a step up (-1) or down (+1), or null at an end. */
export function moved(ids: string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The tour's scenes in order: pick one to edit, move it (its buttons, or Alt with the arrow keys on its
 * name), rename it in both languages, make it the start, delete it; and more panoramas added below.
 */
export function ScenesPanel({
  tour,
  current,
  onCurrent,
  onChanged,
}: {
  tour: TourView;
  current: string | null;
  onCurrent: (sceneId: string) => void;
  onChanged: () => Promise<void>;
}) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const save = useSectionSave();
  const scenes = orderedScenes(tour);
  const ids = scenes.map((scene) => scene.id);

  const move = (id: string, step: -1 | 1) => {
    const order = moved(ids, id, step);
    if (!order || save.busy) return;
    void save.run(async () => {
      await api.patch(`/tours/${tour.id}`, { sceneOrder: order }, { toastErrors: false, toastSuccess: false });
      await onChanged();
    }, t('scenes.moved'));
  };
  const keys = (event: KeyboardEvent, id: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <div className="space-y-5" data-testid="scenes-panel">
      {scenes.length ? (
        <>
          <p className="text-sm text-muted-foreground">{t('scenes.hint')}</p>
          <ol className="space-y-2">
            {scenes.map((scene, index) => {
              const name = sceneName(scene, locale);
              return (
                <li
                  key={scene.id}
                  className="flex flex-wrap items-center gap-2 rounded-xl border border-border p-2 data-[current]:border-primary"
                  data-current={scene.id === current || undefined}
                  data-testid="scene-row"
                  data-id={scene.id}
                >
                  <img src={scene.previewUrl} alt="" className="aspect-[2/1] w-16 shrink-0 rounded-md object-cover" />
                  <div className="min-w-40 flex-1">
                    <Button
                      variant="item"
                      className="w-full justify-start"
                      aria-current={scene.id === current || undefined}
                      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                      onClick={() => onCurrent(scene.id)}
                      onKeyDown={(event) => keys(event, scene.id)}
                    >
                      <span className="truncate" dir="auto">
                        {name}
                      </span>
                    </Button>
                    {scene.id === tour.startSceneId ? (
                      <Badge tone="primary" className="ms-2.5">
                        {t('scenes.start')}
                      </Badge>
                    ) : null}
                  </div>
                  <div className="ms-auto flex shrink-0 items-center">
                    <IconButton
                      size="sm"
                      label={t('scenes.up', { name })}
                      disabled={index === 0 || save.busy}
                      onClick={() => move(scene.id, -1)}
                    >
                      <ChevronDownIcon className="rotate-180" />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={t('scenes.down', { name })}
                      disabled={index === scenes.length - 1 || save.busy}
                      onClick={() => move(scene.id, 1)}
                    >
                      <ChevronDownIcon />
                    </IconButton>
                    <RenameScene tourId={tour.id} scene={scene} onSaved={onChanged} />
                    <ConfirmDialog
                      trigger={
                        <IconButton size="sm" label={t('scenes.delete', { name })}>
                          <TrashIcon />
                        </IconButton>
                      }
                      title={t('scenes.deleteTitle', { name })}
                      description={t('scenes.deleteBody')}
                      confirmLabel={t('scenes.deleteConfirm')}
                      cancelLabel={t('cancel')}
                      icon={<TrashIcon className="size-6" />}
                      onConfirm={async () => {
                        await api.delete(`/tours/${tour.id}/scenes/${scene.id}`);
                        await onChanged();
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          {current && current !== tour.startSceneId ? (
            <Button
              variant="outline"
              size="sm"
              loading={save.busy}
              onClick={() =>
                save.run(async () => {
                  await api.patch(
                    `/tours/${tour.id}`,
                    { startSceneId: current },
                    { toastErrors: false, toastSuccess: false },
                  );
                  await onChanged();
                })
              }
            >
              {t('scenes.makeStart')}
            </Button>
          ) : null}
          {save.feedback}
        </>
      ) : (
        <p className="text-sm">{t('scenes.none')}</p>
      )}
      <section aria-labelledby="add-scenes" className="space-y-3">
        <h3 id="add-scenes" className="font-bold">
          {t('scenes.add')}
        </h3>
        <SceneUpload tourId={tour.id} onUploaded={() => void onChanged()} />
      </section>
    </div>
  );
}

type Names = { name: string; nameEn: string | null };

/** A scene's names in Persian and English, in a dialog. */
function RenameScene({ tourId, scene, onSaved }: { tourId: string; scene: SceneView; onSaved: () => Promise<void> }) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const { form, submit, formError } = useApiForm<Names>(sceneNamesBody, { name: scene.name, nameEn: scene.nameEn });
  const save = submit(async (values) => {
    await api.put(`/tours/${tourId}/scenes/${scene.id}`, scenePutBody(scene, values), {
      toastErrors: false,
      toastSuccess: false,
    });
    await onSaved();
    setOpen(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ name: scene.name, nameEn: scene.nameEn });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          {t('scenes.rename')}
          <span className="sr-only" dir="auto">
            {sceneName(scene, locale)}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent title={t('scenes.renameTitle')} closeLabel={t('close')}>
        <Form form={form} onSubmit={save} error={formError} data-testid="scene-names">
          <FormField<Names> name="name" label={t('scenes.nameFa')}>
            <Input maxLength={120} dir="rtl" lang="fa" />
          </FormField>
          <FormField<Names> name="nameEn" label={t('scenes.nameEn')} hint={t('optional')}>
            <Input maxLength={120} dir="ltr" lang="en" />
          </FormField>
          <FormActions>
            <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
