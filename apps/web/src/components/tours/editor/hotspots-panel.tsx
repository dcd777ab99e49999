'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { api } from '@/lib/api-client';
import {
  checkHotspot,
  newHotspotId,
  orderedScenes,
  sceneName,
  scenePutBody,
  type Hotspot,
  type InfoHotspot,
  type NoteListings,
  type SceneView,
  type SphericalPoint,
  type StartView,
  type TourView,
} from '../tour-api';
import { NoteListing, NotePicture } from './note-media';
import { useSectionSave } from './use-section-save';

export type HotspotKind = Hotspot['type'];

/** A new hotspot where the panorama was clicked: a link to the first other scene, or a note to write. */
export function hotspotAt(point: SphericalPoint, kind: HotspotKind, scene: SceneView, tour: TourView): Hotspot {
  const target = orderedScenes(tour).find((other) => other.id !== scene.id);
  return kind === 'link' && target
    ? { id: newHotspotId(), type: 'link', target: target.id, ...point }
    : { id: newHotspotId(), type: 'info', text: { fa: '', en: null }, ...point };
}

/**
 * The current scene's hotspots: a click on the panorama adds one of the kind chosen here (or "add at the
 * centre of the view", without a pointer), a drag moves it; the selected one is edited here (its target
 * scene, or its note in both languages with a picture and a listing of the owner's shop), moved to the
 * view's centre, or removed. Saved together, with the scene's start view beside them.
 */
export function HotspotsPanel({
  tour,
  scene,
  hotspots,
  onChange,
  selected,
  onSelect,
  kind,
  onKind,
  view,
  listings,
  onSaved,
}: {
  tour: TourView;
  scene: SceneView;
  /** The scene's hotspots as edited (its saved ones until something changes). */
  hotspots: Hotspot[];
  onChange: (hotspots: Hotspot[] | null) => void;
  selected: string | null;
  onSelect: (id: string | null) => void;
  kind: HotspotKind;
  onKind: (kind: HotspotKind) => void;
  /** Where the viewer looks now (the scene's start view until it is turned). */
  view: StartView;
  /** The owner's shop's listings a note may link to. */
  listings: NoteListings;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const save = useSectionSave();
  const start = useSectionSave();
  const others = orderedScenes(tour).filter((other) => other.id !== scene.id);
  const edited = hotspots !== scene.hotspots;
  const chosen = hotspots.find((hotspot) => hotspot.id === selected) ?? null;
  const names = new Map(tour.scenes.map((other) => [other.id, sceneName(other, locale)]));

  const replace = (next: Hotspot) => onChange(hotspots.map((hotspot) => (hotspot.id === next.id ? next : hotspot)));
  // A picture arrives after its upload: it goes into the note as it is then (edited meanwhile, or removed).
  const latest = useRef(hotspots);
  useEffect(() => {
    latest.current = hotspots;
  });
  const patchNote = (id: string, changes: Partial<InfoHotspot>) =>
    onChange(
      latest.current.map((hotspot) =>
        hotspot.id === id && hotspot.type === 'info' ? { ...hotspot, ...changes } : hotspot,
      ),
    );
  const addAtCentre = () => {
    const hotspot = hotspotAt({ yaw: view.yaw, pitch: view.pitch }, kind, scene, tour);
    onChange([...hotspots, hotspot]);
    onSelect(hotspot.id);
  };
  const describe = (hotspot: Hotspot) =>
    hotspot.type === 'link'
      ? t('hotspots.linkTo', { scene: names.get(hotspot.target) ?? t('hotspots.missing') })
      : (locale === 'en' && hotspot.text.en?.trim()) || hotspot.text.fa.trim() || t('hotspots.emptyNote');

  const saveAll = () => {
    const checked = hotspots.map(checkHotspot);
    const bad = checked.findIndex((result) => !result.success);
    if (bad >= 0) {
      onSelect(hotspots[bad]!.id);
      return save.fail(hotspots[bad]!.type === 'info' ? t('hotspots.needText') : t('hotspots.needTarget'));
    }
    // The checked hotspots go: trimmed, and an English note left empty is no English note (null).
    const clean = checked.flatMap((result) => (result.success ? [result.data] : []));
    void save.run(async () => {
      const body = { ...scenePutBody(scene, {}), hotspots: clean };
      await api.put(`/tours/${tour.id}/scenes/${scene.id}`, body, { toastErrors: false, toastSuccess: false });
      await onSaved();
      onChange(null);
    });
  };

  return (
    <div className="space-y-5" data-testid="hotspots-panel">
      <p className="text-sm text-muted-foreground">{t('hotspots.intro')}</p>
      <Field group label={t('hotspots.kind')}>
        <ChoiceChips
          name="hotspot-kind"
          value={kind}
          onChange={onKind}
          options={[
            { value: 'link', label: t('hotspots.link') },
            { value: 'info', label: t('hotspots.info') },
          ]}
        />
      </Field>
      <Button variant="outline" size="sm" onClick={addAtCentre}>
        {t('hotspots.atCentre')}
      </Button>
      {hotspots.length ? (
        <ol className="space-y-2" aria-label={t('hotspots.list')}>
          {hotspots.map((hotspot, index) => (
            <li key={hotspot.id}>
              <Button
                variant="item"
                className="w-full justify-start"
                aria-pressed={hotspot.id === selected}
                data-testid="hotspot-row"
                onClick={() => onSelect(hotspot.id === selected ? null : hotspot.id)}
              >
                <span className="truncate" dir="auto">
                  {t('hotspots.number', { n: index + 1 })}: {describe(hotspot)}
                </span>
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">{t('hotspots.none')}</p>
      )}
      {chosen ? (
        <div className="space-y-3 rounded-xl border border-primary p-3" data-testid="hotspot-editor">
          {chosen.type === 'link' ? (
            <Field label={t('hotspots.target')}>
              <Select value={chosen.target} onChange={(event) => replace({ ...chosen, target: event.target.value })}>
                {chosen.target && !others.some((other) => other.id === chosen.target) ? (
                  <option value={chosen.target}>{t('hotspots.missing')}</option>
                ) : null}
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {sceneName(other, locale)}
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <>
              <Field label={t('hotspots.textFa')}>
                <Input
                  value={chosen.text.fa}
                  maxLength={1000}
                  dir="rtl"
                  lang="fa"
                  onChange={(event) => replace({ ...chosen, text: { ...chosen.text, fa: event.target.value } })}
                />
              </Field>
              <Field label={t('hotspots.textEn')} hint={t('optional')}>
                <Input
                  value={chosen.text.en ?? ''}
                  maxLength={1000}
                  dir="ltr"
                  lang="en"
                  onChange={(event) => replace({ ...chosen, text: { ...chosen.text, en: event.target.value } })}
                />
              </Field>
              <NotePicture
                key={chosen.id}
                tourId={tour.id}
                picture={chosen.imageId && chosen.imageUrl ? { id: chosen.imageId, url: chosen.imageUrl } : null}
                onPicture={(picture) =>
                  patchNote(chosen.id, { imageId: picture?.id ?? null, imageUrl: picture?.url ?? null })
                }
              />
              <NoteListing
                hotspot={chosen}
                listings={listings}
                onListing={(listingId) => replace({ ...chosen, listingId, listing: null })}
              />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => replace({ ...chosen, yaw: view.yaw, pitch: view.pitch })}
            >
              {t('hotspots.toCentre')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onChange(hotspots.filter((hotspot) => hotspot.id !== chosen.id));
                onSelect(null);
              }}
            >
              <TrashIcon className="size-4" />
              {t('hotspots.remove')}
            </Button>
          </div>
        </div>
      ) : null}
      {edited ? <Alert tone="info">{t('hotspots.unsaved')}</Alert> : null}
      {save.feedback}
      <div className="flex flex-wrap gap-2">
        <Button loading={save.busy} disabled={!edited} onClick={saveAll}>
          {t('hotspots.save')}
        </Button>
        {edited ? (
          <Button
            variant="ghost"
            onClick={() => {
              onChange(null);
              onSelect(null);
              save.clear();
            }}
          >
            {t('hotspots.discard')}
          </Button>
        ) : null}
      </div>
      <section aria-labelledby="start-view" className="space-y-2 border-t border-border pt-4">
        <h3 id="start-view" className="font-bold">
          {t('startView.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('startView.hint')}</p>
        <Button
          variant="outline"
          loading={start.busy}
          onClick={() =>
            start.run(async () => {
              // The saved hotspots go back as they are: the start view is saved alone, not the edits above.
              await api.put(`/tours/${tour.id}/scenes/${scene.id}`, scenePutBody(scene, { view }), {
                toastErrors: false,
                toastSuccess: false,
              });
              await onSaved();
            }, t('startView.saved'))
          }
        >
          {t('startView.use')}
        </Button>
        {start.feedback}
      </section>
    </div>
  );
}
