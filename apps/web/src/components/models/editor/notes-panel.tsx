'use client';

import { modelPatchBody } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input';
import type { Model } from '../model-data';
import type { SurfacePoint } from '../model-viewer-element';
import { useModelPatch } from './save-state';

export type DraftNote = Model['hotspots'][number];

/** A new note where the model's surface was pressed (its texts still to be written). */
export function noteAt({ position: p, normal: n }: SurfacePoint): DraftNote {
  return {
    id: `n${Date.now().toString(36)}`,
    position: [p.x, p.y, p.z],
    normal: [n.x, n.y, n.z],
    text: { fa: '', en: null },
  };
}

/**
 * The model's notes: placed by pressing on the model (or, without a pointer, where the view's centre
 * meets it), each with its text in Persian and, if wanted, English; saved together.
 */
export function NotesPanel({
  model,
  notes,
  onChange,
  open,
  onOpen,
  placing,
  onPlacing,
  placeAtCentre,
  onSaved,
}: {
  model: Model;
  notes: DraftNote[];
  onChange: (notes: DraftNote[]) => void;
  open: string | null;
  onOpen: (id: string | null) => void;
  placing: boolean;
  onPlacing: (placing: boolean) => void;
  placeAtCentre: () => SurfacePoint | null;
  onSaved: (model: Model) => void;
}) {
  const t = useTranslations('models');
  const { saving, error, setError, patch } = useModelPatch(model, onSaved);

  const change = (id: string, text: Partial<DraftNote['text']>) =>
    onChange(notes.map((note) => (note.id === id ? { ...note, text: { ...note.text, ...text } } : note)));
  const addAtCentre = () => {
    const point = placeAtCentre();
    if (!point) return setError(t('notes.missed'));
    const note = noteAt(point);
    onChange([...notes, note]);
    onOpen(note.id);
  };

  const save = async () => {
    const hotspots = notes.map((note) => ({
      ...note,
      text: { fa: note.text.fa.trim(), en: note.text.en?.trim() ? note.text.en.trim() : null },
    }));
    const checked = modelPatchBody.pick({ hotspots: true }).safeParse({ hotspots });
    if (!checked.success) return setError(t('notes.needText'));
    await patch(checked.data);
  };

  return (
    <div className="space-y-4" data-testid="model-notes">
      <p className="text-sm text-muted-foreground">{t('notes.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant={placing ? 'primary' : 'outline'} aria-pressed={placing} onClick={() => onPlacing(!placing)}>
          {placing ? t('notes.stopPlacing') : t('notes.place')}
        </Button>
        <Button variant="outline" onClick={addAtCentre}>
          {t('notes.atCentre')}
        </Button>
      </div>
      {notes.length ? (
        <ol className="space-y-4">
          {notes.map((note, index) => (
            <li
              key={note.id}
              className="space-y-3 rounded-xl border border-border p-3 data-[open]:border-primary"
              data-open={open === note.id || undefined}
              onFocus={() => onOpen(note.id)}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{t('notes.number', { n: index + 1 })}</span>
                <IconButton
                  label={t('notes.remove', { n: index + 1 })}
                  size="sm"
                  onClick={() => onChange(notes.filter((other) => other.id !== note.id))}
                >
                  <TrashIcon />
                </IconButton>
              </div>
              <Field id={`note-${note.id}-fa`} label={t('notes.textFa')}>
                <Input
                  value={note.text.fa}
                  maxLength={500}
                  dir="rtl"
                  lang="fa"
                  onChange={(e) => change(note.id, { fa: e.target.value })}
                />
              </Field>
              <Field id={`note-${note.id}-en`} label={t('notes.textEn')} hint={t('details.optional')}>
                <Input
                  value={note.text.en ?? ''}
                  maxLength={500}
                  dir="ltr"
                  lang="en"
                  onChange={(e) => change(note.id, { en: e.target.value })}
                />
              </Field>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">{t('notes.none')}</p>
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button size="lg" width="phone" loading={saving} onClick={save}>
        {t('notes.save')}
      </Button>
    </div>
  );
}
