'use client';

import {
  GALLERY_MAX,
  galleryBody,
  type GalleryDisplayName,
  type GalleryStyleName,
  type galleryCandidateView,
} from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { localName } from '@/components/market/format';
import { MarketImage } from '@/components/market/market-image';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CubeIcon } from '@/components/ui/icons/cube';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { CloseIcon } from '@/components/ui/icons/close';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { Num } from '@/components/ui/num';
import { RadioGroup } from '@/components/ui/radio';
import { useRouter } from '@/i18n/navigation';
import { ApiError, api } from '@/lib/api-client';

type Candidate = z.infer<typeof galleryCandidateView>;
type Item = { listingId: string; display: GalleryDisplayName };
export interface OwnGallery {
  style: GalleryStyleName;
  items: Item[];
  candidates: Candidate[];
}

/** Moves the entry at `from` by `by` places (−1 up, +1 down); the list is unchanged at its ends. */
export function moveItem<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The owner's gallery: the room, then the listings in it in the order visitors meet them (each as its
 * 3D model or its picture), then the shop's other listings to add, up to GALLERY_MAX. Saved at once with
 * the API's own schema (galleryBody), so what the browser lets through is what the server takes; the
 * server's word on a row (a model no longer ready, a listing deleted meanwhile) shows on that row.
 */
export function GalleryForm({ initial }: { initial: OwnGallery }) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [style, setStyle] = useState<GalleryStyleName>(initial.style);
  const [items, setItems] = useState<Item[]>(initial.items);
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});

  const byId = useMemo(() => new Map(initial.candidates.map((c) => [c.listingId, c])), [initial.candidates]);
  const title = (c: Candidate | undefined) =>
    c ? localName(locale, { nameFa: c.titleFa, nameEn: c.titleEn }) || t('gallery.untitled') : t('gallery.untitled');
  const chosen = new Set(items.map((item) => item.listingId));
  const words = filter.trim().toLowerCase();
  const others = initial.candidates.filter(
    (c) => !chosen.has(c.listingId) && (!words || `${c.titleFa} ${c.titleEn ?? ''}`.toLowerCase().includes(words)),
  );
  const full = items.length >= GALLERY_MAX;

  const change = (next: Item[]) => {
    setItems(next);
    setSaved(false);
    setRowErrors({});
  };
  const add = (c: Candidate) => {
    if (full) return;
    change([...items, { listingId: c.listingId, display: c.hasModel ? 'model' : 'image' }]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = galleryBody.safeParse({ style, items });
    if (!body.success) {
      setFormError(t('gallery.invalid'));
      return;
    }
    setPending(true);
    try {
      await api.put<OwnGallery>('/shops/me/gallery', body.data, { toastErrors: false, toastSuccess: false });
      setSaved(true);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const rows: Record<string, string> = {};
      for (const [field, text] of Object.entries(error.fields)) {
        const index = /^items\.(\d+)\./.exec(field)?.[1];
        const row = index === undefined ? undefined : items[Number(index)];
        if (row) rows[row.listingId] = text;
      }
      setRowErrors(rows);
      setFormError(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="gallery-form">
      <Field group label={t('gallery.styleLegend')}>
        <RadioGroup
          name="style"
          horizontal
          value={style}
          onChange={(event) => {
            setStyle(event.target.value as GalleryStyleName);
            setSaved(false);
          }}
          options={[
            { value: 'gallery', label: t('gallery.styles.gallery.label'), hint: t('gallery.styles.gallery.hint') },
            { value: 'warm', label: t('gallery.styles.warm.label'), hint: t('gallery.styles.warm.hint') },
            { value: 'night', label: t('gallery.styles.night.label'), hint: t('gallery.styles.night.hint') },
          ]}
        />
      </Field>

      <section aria-labelledby="gallery-items">
        <h3 id="gallery-items" className="mb-3 flex items-baseline gap-2 font-bold">
          {t('gallery.itemsTitle')}
          <span className="text-sm font-normal text-muted-foreground">
            {t('gallery.itemsCount', { count: items.length, max: GALLERY_MAX })}
          </span>
        </h3>
        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
            {t('gallery.itemsEmpty')}
          </p>
        ) : (
          <ol className="space-y-3">
            {items.map((item, index) => {
              const c = byId.get(item.listingId);
              const name = title(c);
              const error = rowErrors[item.listingId];
              return (
                <li
                  key={item.listingId}
                  data-testid="gallery-item"
                  className="space-y-2 rounded-xl border border-border p-3"
                >
                  <div className="flex items-center gap-3">
                    <span className="w-5 shrink-0 text-center text-sm font-bold text-muted-foreground">
                      <Num value={index + 1} />
                    </span>
                    <Thumb candidate={c} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{name}</p>
                      {c && !c.public ? (
                        <Badge tone="warning" title={t('gallery.notPublicHint')}>
                          {t('gallery.notPublic')}
                        </Badge>
                      ) : null}
                    </div>
                    <div className="flex shrink-0">
                      <IconButton
                        label={t('gallery.moveUp', { title: name })}
                        variant="ghost"
                        size="sm"
                        disabled={index === 0}
                        onClick={() => change(moveItem(items, index, -1))}
                      >
                        <ChevronDownIcon className="size-4 rotate-180" />
                      </IconButton>
                      <IconButton
                        label={t('gallery.moveDown', { title: name })}
                        variant="ghost"
                        size="sm"
                        disabled={index === items.length - 1}
                        onClick={() => change(moveItem(items, index, 1))}
                      >
                        <ChevronDownIcon className="size-4" />
                      </IconButton>
                      <IconButton
                        label={t('gallery.remove', { title: name })}
                        variant="ghost"
                        size="sm"
                        onClick={() => change(items.filter((_, i) => i !== index))}
                      >
                        <CloseIcon className="size-4" />
                      </IconButton>
                    </div>
                  </div>
                  <Field group label={t('gallery.showAs')} error={error} className="ps-8">
                    <RadioGroup
                      name={`display-${item.listingId}`}
                      horizontal
                      value={item.display}
                      onChange={(event) =>
                        change(
                          items.map((it, i) =>
                            i === index ? { ...it, display: event.target.value as GalleryDisplayName } : it,
                          ),
                        )
                      }
                      options={[
                        {
                          value: 'model',
                          label: t('gallery.display.model'),
                          hint: c?.hasModel ? undefined : t('gallery.noModel'),
                          disabled: !c?.hasModel && item.display !== 'model',
                        },
                        {
                          value: 'image',
                          label: t('gallery.display.image'),
                          hint: c?.imageUrl ? undefined : t('gallery.noPicture'),
                          disabled: !c?.imageUrl && item.display !== 'image',
                        },
                      ]}
                    />
                  </Field>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="gallery-add" className="space-y-3">
        <h3 id="gallery-add" className="font-bold">
          {t('gallery.addTitle')}
        </h3>
        {initial.candidates.length === 0 ? (
          <EmptyState title={t('gallery.noListings')} headingLevel={3} />
        ) : (
          <>
            <Field label={t('gallery.filter')}>
              <Input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
            </Field>
            {full ? <Alert tone="info">{t('gallery.full', { max: GALLERY_MAX })}</Alert> : null}
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t(words ? 'gallery.noMatch' : 'gallery.allIn')}</p>
            ) : (
              <ul className="grid max-h-96 gap-2 overflow-auto sm:grid-cols-2">
                {others.map((c) => (
                  <li key={c.listingId} className="flex items-center gap-3 rounded-xl border border-border p-2">
                    <Thumb candidate={c} />
                    <span className="min-w-0 flex-1 truncate text-sm font-semibold">{title(c)}</span>
                    {c.hasModel ? <CubeIcon className="size-4 shrink-0 text-muted-foreground" /> : null}
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={full || (!c.hasModel && !c.imageUrl)}
                      aria-label={t('gallery.addLabel', { title: title(c) })}
                      onClick={() => add(c)}
                    >
                      {t('gallery.add')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? common('saving') : common('save')}
        </Button>
        <p role="status" className="text-sm text-success">
          {saved ? t('gallery.saved') : ''}
        </p>
      </div>
    </form>
  );
}

/** A small picture of a listing: its model's poster, or its first picture, or a blank tile. */
function Thumb({ candidate }: { candidate: Candidate | undefined }) {
  const src = candidate?.modelPosterUrl ?? candidate?.imageUrl;
  return src ? (
    <MarketImage
      src={src}
      alt=""
      width={48}
      height={48}
      sizes="48px"
      className="size-12 shrink-0 rounded-lg object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-muted" />
  );
}
