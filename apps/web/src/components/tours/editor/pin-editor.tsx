'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { TrashIcon } from '@/components/ui/icons/trash';
import { MediaFrame } from '@/components/ui/media-frame';
import { Select } from '@/components/ui/select';
import { formatPercent } from '@/lib/money';
import type { PlanPin } from '../tour-api';

const STEP = 0.01;
const BIG_STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));

/** The pins with one scene's pin put at (x, y), fractions of the plan's width and height. */
export function placePin(pins: PlanPin[], sceneId: string, x: number, y: number): PlanPin[] {
  const pin = { sceneId, x: clamp(x), y: clamp(y) };
  return pins.some((p) => p.sceneId === sceneId) ? pins.map((p) => (p.sceneId === sceneId ? pin : p)) : [...pins, pin];
}

/** Where an arrow key moves a pin: a hundredth of the plan (a twentieth with Shift), on the picture's own axes. */
export function nudge(pin: PlanPin, key: string, big: boolean): PlanPin | null {
  const step = big ? BIG_STEP : STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { ...pin, x: clamp(pin.x + move[0]), y: clamp(pin.y + move[1]) } : null;
}

/**
 * The floor plan with a pin per scene: choose a scene, then click the plan where it was taken. Without a
 * pointer, a pin is a button: the arrow keys move it (Shift for bigger steps) and Delete removes it; a
 * scene without a pin gets one in the plan's centre from the list. The picture's axes are physical (left is
 * left in either language), so the pins sit by `left`/`top`, not by the page's direction.
 */
export function PinEditor({
  imageUrl,
  width,
  height,
  scenes,
  pins,
  onChange,
  active,
  onActive,
  locale,
}: {
  imageUrl: string;
  width: number;
  height: number;
  scenes: { id: string; name: string }[];
  pins: PlanPin[];
  onChange: (pins: PlanPin[]) => void;
  active: string | null;
  onActive: (sceneId: string | null) => void;
  locale: 'fa' | 'en';
}) {
  const t = useTranslations('tours');
  const names = new Map(scenes.map((scene) => [scene.id, scene.name]));
  const shown = pins.filter((pin) => names.has(pin.sceneId));
  const percent = (value: number) => formatPercent(value, locale, { exact: true });

  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!active || event.target !== event.currentTarget.querySelector('img')) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = placePin(pins, active, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
    onChange(next);
    // On to the next scene still without a pin, so a plan is pinned in one pass.
    onActive(scenes.find((scene) => !next.some((pin) => pin.sceneId === scene.id))?.id ?? null);
  };
  const keys = (event: KeyboardEvent, pin: PlanPin) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return onChange(pins.filter((p) => p.sceneId !== pin.sceneId));
    }
    const moved = nudge(pin, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(pins.map((p) => (p.sceneId === pin.sceneId ? moved : p)));
  };

  return (
    <div className="space-y-4" data-testid="pin-editor">
      <Field label={t('plan.placing')} hint={t('plan.placingHint')}>
        <Select value={active ?? ''} onChange={(event) => onActive(event.target.value || null)}>
          <option value="">{t('plan.noScene')}</option>
          {scenes.map((scene) => (
            <option key={scene.id} value={scene.id}>
              {scene.name}
            </option>
          ))}
        </Select>
      </Field>
      <MediaFrame
        className="relative cursor-crosshair data-[idle]:cursor-default"
        data-idle={!active || undefined}
        style={{ aspectRatio: `${width} / ${height}` }}
        onClick={click}
        data-testid="plan-image"
      >
        <img src={imageUrl} alt={t('plan.alt')} className="size-full object-fill" draggable={false} />
        {shown.map((pin) => (
          <IconButton
            key={pin.sceneId}
            size="sm"
            overMedia
            label={t('plan.pin', { scene: names.get(pin.sceneId)!, x: percent(pin.x), y: percent(pin.y) })}
            aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
            className="absolute -translate-x-1/2 -translate-y-full data-[active]:ring-4 data-[active]:ring-primary"
            data-active={pin.sceneId === active || undefined}
            data-testid="plan-pin"
            data-scene={pin.sceneId}
            style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
            onClick={() => onActive(pin.sceneId)}
            onKeyDown={(event) => keys(event, pin)}
          >
            <MapPinIcon />
          </IconButton>
        ))}
      </MediaFrame>
      <ul className="space-y-1.5 text-sm" aria-label={t('plan.pins')}>
        {scenes.map((scene) => {
          const pin = shown.find((p) => p.sceneId === scene.id);
          return (
            <li key={scene.id} className="flex flex-wrap items-center justify-between gap-2">
              <span dir="auto">{scene.name}</span>
              {pin ? (
                <span className="flex items-center gap-1 text-muted-foreground">
                  {t('plan.at', { x: percent(pin.x), y: percent(pin.y) })}
                  <IconButton
                    size="sm"
                    label={t('plan.removePin', { scene: scene.name })}
                    onClick={() => onChange(pins.filter((p) => p.sceneId !== scene.id))}
                  >
                    <TrashIcon />
                  </IconButton>
                </span>
              ) : (
                <Button variant="link" size="sm" onClick={() => onChange(placePin(pins, scene.id, 0.5, 0.5))}>
                  {t('plan.placeCentre', { scene: scene.name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
