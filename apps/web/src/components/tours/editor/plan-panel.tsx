'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TrashIcon } from '@/components/ui/icons/trash';
import { api } from '@/lib/api-client';
import { orderedScenes, pinsBody, PICTURE_ACCEPT, sceneName, type PlanPin, type TourView } from '../tour-api';
import { PinEditor } from './pin-editor';
import { useSectionSave } from './use-section-save';

/** The floor plan: a picture uploaded (or replaced, or removed) and a pin per scene placed on it. */
export function PlanPanel({ tour, onSaved }: { tour: TourView; onSaved: () => Promise<void> }) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const input = useRef<HTMLInputElement>(null);
  const upload = useSectionSave();
  const save = useSectionSave();
  const [draft, setDraft] = useState<PlanPin[] | null>(null);
  const scenes = orderedScenes(tour).map((scene) => ({ id: scene.id, name: sceneName(scene, locale) }));
  const [active, setActive] = useState<string | null>(
    () => scenes.find((scene) => !tour.plan?.pins.some((pin) => pin.sceneId === scene.id))?.id ?? null,
  );
  const pins = draft ?? tour.plan?.pins ?? [];

  const send = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    void upload.run(async () => {
      await api.put(`/tours/${tour.id}/plan`, form, { toastErrors: false, toastSuccess: false });
      await onSaved();
    }, t('plan.uploaded'));
  };

  return (
    <div className="space-y-5" data-testid="tour-plan">
      <p className="text-sm text-muted-foreground">{t('plan.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" loading={upload.busy} onClick={() => input.current?.click()}>
          {tour.plan ? t('plan.replace') : t('plan.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={PICTURE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={tour.plan ? t('plan.replace') : t('plan.upload')}
          data-testid="plan-file"
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {tour.plan ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost">
                <TrashIcon className="size-4" />
                {t('plan.remove')}
              </Button>
            }
            title={t('plan.removeTitle')}
            description={t('plan.removeBody')}
            confirmLabel={t('plan.remove')}
            cancelLabel={t('cancel')}
            onConfirm={async () => {
              await api.delete(`/tours/${tour.id}/plan`);
              setDraft(null);
              await onSaved();
            }}
          />
        ) : null}
      </div>
      {upload.feedback}
      {tour.plan ? (
        <>
          <PinEditor
            imageUrl={tour.plan.imageUrl}
            width={tour.plan.width}
            height={tour.plan.height}
            scenes={scenes}
            pins={pins}
            onChange={setDraft}
            active={active}
            onActive={setActive}
            locale={locale}
          />
          {save.feedback}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={!draft}
              loading={save.busy}
              onClick={() =>
                save.run(async () => {
                  await api.put(`/tours/${tour.id}/plan/pins`, pinsBody.parse({ pins }), {
                    toastErrors: false,
                    toastSuccess: false,
                  });
                  await onSaved();
                  setDraft(null);
                })
              }
            >
              {t('plan.save')}
            </Button>
            {draft ? (
              <Button variant="ghost" onClick={() => setDraft(null)}>
                {t('plan.discard')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
