'use client';

import { modelArInput } from '@rassam/api/schemas';
import { toLatinDigits } from '@rassam/i18n';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio';
import type { Model } from '../model-data';
import { useModelPatch } from './save-state';

const SIDES = ['width', 'height', 'depth'] as const;
type Side = (typeof SIDES)[number];

/** A decimal typed in any digits ("۱٫۲", "1,2", "1.2"); null when empty, NaN when it is not a number. */
function decimal(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace(/[٫,]/g, '.');
  return latin === '' ? null : /^\d+(?:\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
}

/**
 * How AR shows the model in the room: on the floor or on a wall, and at its real size (given here in
 * metres when the file is not modelled in metres; the visitor may then resize it) or at a fixed scale.
 */
export function ArPanel({ model, onSaved }: { model: Model; onSaved: (model: Model) => void }) {
  const t = useTranslations('models');
  const { saving, error, setError, patch } = useModelPatch(model, onSaved);
  const [placement, setPlacement] = useState(model.ar.placement);
  const [scaling, setScaling] = useState(model.ar.scaling);
  const [size, setSize] = useState<Record<Side, string>>({
    width: model.ar.size ? String(model.ar.size.width) : '',
    height: model.ar.size ? String(model.ar.size.height) : '',
    depth: model.ar.size ? String(model.ar.size.depth) : '',
  });
  const [scale, setScale] = useState(String(model.ar.scale));

  const save = async () => {
    const sides = SIDES.map((side) => decimal(size[side]));
    const noSize = sides.every((value) => value === null);
    const checked = modelArInput.safeParse({
      placement,
      scaling,
      size: scaling === 'real' && !noSize ? { width: sides[0], height: sides[1], depth: sides[2] } : null,
      ...(scaling === 'fixed' ? { scale: decimal(scale) } : {}),
    });
    if (!checked.success) return setError(scaling === 'real' ? t('ar.badSize') : t('ar.badScale'));
    await patch({ ar: checked.data });
  };

  return (
    <div className="space-y-5" data-testid="model-ar">
      <Field id="ar-placement" label={t('ar.placement')} group>
        <RadioGroup
          name="ar-placement"
          value={placement}
          onChange={(e) => setPlacement(e.target.value as typeof placement)}
          options={[
            { value: 'floor', label: t('ar.floor') },
            { value: 'wall', label: t('ar.wall') },
          ]}
          horizontal
        />
      </Field>
      <Field id="ar-scaling" label={t('ar.scaling')} group>
        <RadioGroup
          name="ar-scaling"
          value={scaling}
          onChange={(e) => setScaling(e.target.value as typeof scaling)}
          options={[
            { value: 'real', label: t('ar.real'), hint: t('ar.realHint') },
            { value: 'fixed', label: t('ar.fixed'), hint: t('ar.fixedHint') },
          ]}
        />
      </Field>
      {scaling === 'real' ? (
        <FormRow className="sm:grid-cols-3">
          {SIDES.map((side) => (
            <Field key={side} id={`ar-${side}`} label={t(`ar.${side}`)}>
              <Input
                inputMode="decimal"
                dir="ltr"
                value={size[side]}
                placeholder={t('ar.metres')}
                onChange={(e) => setSize({ ...size, [side]: e.target.value })}
              />
            </Field>
          ))}
        </FormRow>
      ) : (
        <Field id="ar-scale" label={t('ar.scale')} hint={t('ar.scaleHint')}>
          <Input inputMode="decimal" dir="ltr" value={scale} onChange={(e) => setScale(e.target.value)} />
        </Field>
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button size="lg" width="phone" loading={saving} onClick={save}>
        {t('save')}
      </Button>
    </div>
  );
}
