'use client';

import { modelViewerInput } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Range } from '@/components/ui/range';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { viewSettings, type Model } from '../model-data';
import type { ViewSettings } from '../model-view';
import { PosterSection } from './poster-section';
import { useModelPatch } from './save-state';

/**
 * How the model opens: its lighting (environment, exposure, shadow), whether it turns by itself, and the
 * view it opens on (the one on screen now). Shown on the model as it changes; saved together. Below, its
 * poster, made from the view on screen and saved at once (PosterSection).
 */
export function ViewPanel({
  model,
  draft,
  onChange,
  currentOrbit,
  snapshot,
  onSaved,
  onPosterSaved,
}: {
  model: Model;
  draft: Partial<ViewSettings> | null;
  onChange: (draft: Partial<ViewSettings> | null) => void;
  currentOrbit: () => string | null;
  snapshot: () => Promise<Blob | null>;
  onSaved: (model: Model) => void;
  /** A new poster: the model changes, the lighting being tried (the draft) stays. */
  onPosterSaved: (model: Model) => void;
}) {
  const t = useTranslations('models');
  const { saving, error, setError, patch } = useModelPatch(model, onSaved);
  const shown = { ...viewSettings(model), ...draft } as ViewSettings;
  const set = (change: Partial<ViewSettings>) => onChange({ ...draft, ...change });

  const save = async () => {
    const checked = modelViewerInput.safeParse({
      environment: shown.environment,
      exposure: shown.exposure,
      shadowIntensity: shown.shadowIntensity,
      cameraOrbit: shown.cameraOrbit,
      autoRotate: shown.autoRotate,
    });
    if (!checked.success) return setError(t('saveFailed'));
    await patch({ viewer: checked.data });
  };

  return (
    <div className="space-y-5" data-testid="model-view-settings">
      <Field id="view-environment" label={t('view.environment')}>
        <Select
          value={shown.environment}
          onChange={(e) => set({ environment: e.target.value as ViewSettings['environment'] })}
        >
          <option value="neutral">{t('view.neutral')}</option>
          <option value="legacy">{t('view.legacy')}</option>
        </Select>
      </Field>
      <Field id="view-exposure" label={t('view.exposure')}>
        <Range
          min={0.2}
          max={3}
          step={0.1}
          value={shown.exposure}
          onChange={(e) => set({ exposure: Number(e.target.value) })}
        />
      </Field>
      <Field id="view-shadow" label={t('view.shadow')}>
        <Range
          min={0}
          max={2}
          step={0.1}
          value={shown.shadowIntensity}
          onChange={(e) => set({ shadowIntensity: Number(e.target.value) })}
        />
      </Field>
      <Field id="view-rotate" label={t('view.autoRotate')} inline>
        <Switch checked={shown.autoRotate} onChange={(e) => set({ autoRotate: e.target.checked })} />
      </Field>
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">{shown.cameraOrbit ? t('view.orbitSet') : t('view.orbitAuto')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => set({ cameraOrbit: currentOrbit() })}>
            {t('view.useThisView')}
          </Button>
          {shown.cameraOrbit ? (
            <Button variant="ghost" onClick={() => set({ cameraOrbit: null })}>
              {t('view.autoView')}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="lg" width="phone" loading={saving} onClick={save}>
          {t('save')}
        </Button>
        {draft ? (
          <Button variant="outline" size="lg" width="phone" onClick={() => onChange(null)}>
            {t('undo')}
          </Button>
        ) : null}
      </div>
      <PosterSection model={model} snapshot={snapshot} onSaved={onPosterSaved} />
    </div>
  );
}
