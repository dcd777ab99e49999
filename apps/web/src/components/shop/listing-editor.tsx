'use client';

import { toLatinDigits, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { schemaResolver } from '@/components/forms/resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions, FormRow, FormSection } from '@/components/ui/form-layout';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input';
import { Radio } from '@/components/ui/radio';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/money';
import { coordinateText, CoordinateFields, LocationPicker, type LocationValue } from './location-picker';
import type { MapPlace } from './map-view';
import { MediaPicker } from './media-picker';
import { listingEditSchema, listingSchema, orNull } from './schemas';
import {
  flattenTree,
  type CategoryNode,
  type ListingKind,
  type MediaFile,
  type OwnListing,
  type Property,
} from './types';

type Values = {
  kind: ListingKind;
  categoryId: string;
  slug: string;
  titleFa: string;
  titleEn: string;
  descriptionFa: string;
  descriptionEn: string;
  price: string;
  lat: string;
  lng: string;
};
type Attribute = string | boolean;

/** A Latin address segment from the English title, or the kind and a few random letters. */
function suggestSlug(titleEn: string, kind: string): string {
  const base = titleEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || `${kind}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Rials are stored; Persian screens type and read toman (rial / 10). */
const toRials = (typed: string, locale: Locale) => {
  const text = toLatinDigits(typed).replace(/[٬,\s]/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(locale === 'fa' ? n * 10 : n) : typed;
};

/**
 * A typed price shown back in the page's digits and separators once the box is left ("۲۵۰۰۰۰" or
 * "250000" reads "۲۵۰٬۰۰۰" in Persian); what is not a whole number stays as typed, for its error to name.
 */
const priceText = (typed: string, locale: Locale) => {
  const text = toLatinDigits(typed).replace(/[٬,\s]/g, '');
  return /^\d{1,13}$/.test(text) ? formatAmount(Number(text), locale) : typed;
};

/**
 * Creates or edits a listing (a place, a service or a shop item). The kind and the display category are
 * chosen once: the API refuses a change, so the editor locks them and says why. The category's typed
 * properties become fields; the images come from the shop's library (or are uploaded into it).
 */
export function ListingEditor({
  listing,
  kinds,
  trees,
  media,
  basePath,
  mapStyle,
}: {
  listing: OwnListing | null;
  kinds: ListingKind[];
  trees: Partial<Record<ListingKind, CategoryNode[]>>;
  media: MediaFile[];
  basePath: string;
  /** MAP_STYLE_URL, or null for the offline basemap. */
  mapStyle: string | null;
}) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const editing = listing !== null;
  const form = useForm<Values>({
    resolver: schemaResolver<Values>(listing ? listingEditSchema : listingSchema, locale),
    mode: 'onTouched',
    defaultValues: {
      kind: listing?.kind ?? kinds[0]!,
      categoryId: listing?.categoryId ?? '',
      slug: listing?.slug ?? '',
      titleFa: listing?.titleFa ?? '',
      titleEn: listing?.titleEn ?? '',
      descriptionFa: listing?.descriptionFa ?? '',
      descriptionEn: listing?.descriptionEn ?? '',
      price:
        listing?.price == null
          ? ''
          : formatAmount(locale === 'fa' ? Math.floor(listing.price / 10) : listing.price, locale),
      lat: coordinateText(listing?.lat, locale),
      lng: coordinateText(listing?.lng, locale),
    },
  });
  const kind = form.watch('kind');
  const categoryId = form.watch('categoryId');
  const titleEn = form.watch('titleEn');
  const slugTouched = useRef(editing);
  const [formError, setFormError] = useState<string>();
  const [images, setImages] = useState<string[]>(listing?.images.map((image) => image.id) ?? []);
  const [imagesError, setImagesError] = useState<string>();
  const [near, setNear] = useState<MapPlace | null>(null);
  const [location, setLocation] = useState<LocationValue>({
    countryId: listing?.countryId ?? null,
    stateId: listing?.stateId ?? null,
    cityId: listing?.cityId ?? null,
    districtId: listing?.districtId ?? null,
  });
  // The chosen category's properties, keyed by the category they belong to: while they load (or after
  // they failed) the editor knows it, so Save waits for them instead of jumping down as they arrive.
  const [loaded, setLoaded] = useState<{ categoryId: string; properties: Property[]; failed: boolean } | null>(null);
  const [reloads, setReloads] = useState(0);
  const properties = loaded?.categoryId === categoryId ? loaded.properties : [];
  const propertiesLoading = categoryId !== '' && loaded?.categoryId !== categoryId;
  const propertiesFailed = loaded?.categoryId === categoryId && loaded.failed;
  const [attributes, setAttributes] = useState<Record<string, Attribute>>(() =>
    Object.fromEntries(
      Object.entries(listing?.attributes ?? {}).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? value : String(value),
      ]),
    ),
  );
  const [attributeErrors, setAttributeErrors] = useState<Record<string, string>>({});

  const categories = useMemo(() => flattenTree(trees[kind] ?? []), [trees, kind]);
  const name = (node: CategoryNode) => (locale === 'fa' ? node.nameFa : node.nameEn);
  const kindLabels: Record<ListingKind, string> = {
    place: t('kind.place'),
    service: t('kind.service'),
    item: t('kind.item'),
  };

  // The slug follows the English title until the owner types one.
  useEffect(() => {
    if (slugTouched.current) return;
    if (titleEn.trim()) form.setValue('slug', suggestSlug(titleEn, kind));
  }, [titleEn, kind, form]);

  // The category's properties (its own and its ancestors').
  useEffect(() => {
    if (!categoryId) return;
    const controller = new AbortController();
    api
      .get<Property[]>(`/market/categories/${categoryId}/properties`, { signal: controller.signal, toastErrors: false })
      .then(({ data }) =>
        setLoaded({ categoryId, properties: [...data].sort((a, b) => a.sortOrder - b.sortOrder), failed: false }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ categoryId, properties: [], failed: true });
      });
    return () => controller.abort();
  }, [categoryId, reloads]);

  const attributeValue = (property: Property): string | number | boolean | undefined => {
    const raw = attributes[property.key];
    if (raw === undefined || raw === '') return undefined;
    if (property.type === 'boolean') return raw === true;
    if (property.type === 'number' && typeof raw === 'string') {
      const n = Number(
        toLatinDigits(raw)
          .replace(/[٬,\s]/g, '')
          .replace('٫', '.'),
      );
      return Number.isFinite(n) ? n : raw;
    }
    return raw;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setImagesError(undefined);
    setAttributeErrors({});
    const body = {
      slug: (values.slug.trim() || suggestSlug(values.titleEn, values.kind)).toLowerCase(),
      titleFa: values.titleFa.trim(),
      titleEn: orNull(values.titleEn),
      descriptionFa: orNull(values.descriptionFa),
      descriptionEn: orNull(values.descriptionEn),
      price: toRials(values.price, locale),
      currency: 'IRR',
      images,
      attributes: Object.fromEntries(
        properties.flatMap((property) => {
          const value = attributeValue(property);
          return value === undefined ? [] : [[property.key, value]];
        }),
      ),
      lat: orNull(values.lat),
      lng: orNull(values.lng),
      ...location,
    };
    try {
      if (editing) {
        await api.patch<OwnListing>(`/shops/me/listings/${listing.id}`, body, { toastErrors: false });
        router.refresh();
      } else {
        const { data } = await api.post<OwnListing>(
          '/shops/me/listings',
          { ...body, kind: values.kind, categoryId: values.categoryId },
          { toastErrors: false },
        );
        router.replace(`${basePath}/${data.id}`);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const own = new Set(Object.keys(values));
      const attrs: Record<string, string> = {};
      let placed = false;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field.startsWith('attributes.')) {
          attrs[field.slice('attributes.'.length)] = message;
          placed = true;
        } else if (field === 'images' || field.startsWith('images.')) {
          setImagesError(message);
          placed = true;
        } else if (own.has(field)) {
          form.setError(field as Path<Values>, { type: 'server', message });
          placed = true;
        }
      }
      setAttributeErrors(attrs);
      if (!placed) setFormError(error.message);
    }
  });

  const remove = async () => {
    if (!listing) return;
    await api.delete(`/shops/me/listings/${listing.id}`);
    router.replace(basePath);
    router.refresh();
  };

  return (
    <Form form={form} onSubmit={onSubmit} error={formError} className="space-y-6" data-testid="listing-editor">
      <FormSection legend={t('editor.typeTitle')}>
        {editing ? (
          <p className="text-sm text-muted-foreground" data-testid="locked-note">
            {t('editor.locked')}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('editor.chooseOnce')}</p>
        )}
        {kinds.length > 1 || editing ? (
          <div role="radiogroup" aria-label={t('editor.kind')} className="flex flex-wrap gap-2">
            {(editing ? [listing.kind] : kinds).map((value) => (
              <label
                key={value}
                className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-border px-3.5 py-2 text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-disabled:cursor-not-allowed has-focus-visible:ring-4 has-focus-visible:ring-ring/30"
              >
                <Radio
                  value={value}
                  className="sr-only"
                  disabled={editing}
                  {...form.register('kind', { onChange: () => form.setValue('categoryId', '') })}
                />
                {kindLabels[value]}
              </label>
            ))}
          </div>
        ) : null}
        <FormField<Values> name="categoryId" label={t('editor.category')}>
          <Select disabled={editing}>
            <option value="">{t('editor.chooseCategory')}</option>
            {categories.map(({ node, depth }) => (
              <option key={node.id} value={node.id}>
                {`${'— '.repeat(depth)}${name(node)}`}
              </option>
            ))}
          </Select>
        </FormField>
      </FormSection>

      <FormRow>
        <FormField<Values> name="titleFa" label={t('editor.titleFa')}>
          <Input />
        </FormField>
        <FormField<Values> name="titleEn" label={t('editor.titleEn')}>
          <Input dir="ltr" />
        </FormField>
        <FormField<Values> name="descriptionFa" label={t('editor.descriptionFa')}>
          <TextArea rows={5} />
        </FormField>
        <FormField<Values> name="descriptionEn" label={t('editor.descriptionEn')}>
          <TextArea rows={5} dir="ltr" />
        </FormField>
        <FormField<Values>
          name="slug"
          label={t('editor.slug')}
          hint={t('editor.slugHint')}
          options={{ onChange: () => (slugTouched.current = true) }}
        >
          <Input dir="ltr" autoCapitalize="off" spellCheck={false} />
        </FormField>
        <FormField<Values>
          name="price"
          label={locale === 'fa' ? t('editor.priceToman') : t('editor.priceRial')}
          hint={t('editor.priceHint')}
          options={{
            onBlur: (event: { target: { value: string } }) =>
              form.setValue('price', priceText(event.target.value, locale)),
          }}
        >
          <Input inputMode="numeric" dir="ltr" />
        </FormField>
      </FormRow>

      {propertiesLoading ? (
        <FormSection legend={t('editor.attributes')}>
          <p role="status" className="text-sm text-muted-foreground" data-testid="attributes-loading">
            {t('editor.attributesLoading')}
          </p>
          <Skeleton className="h-11 w-full" />
        </FormSection>
      ) : null}
      {propertiesFailed ? (
        <Alert tone="warning" data-testid="attributes-failed">
          {t('editor.attributesFailed')}{' '}
          <Button variant="link" onClick={() => setReloads((n) => n + 1)}>
            {t('editor.attributesRetry')}
          </Button>
        </Alert>
      ) : null}
      {properties.length ? (
        <FormSection legend={t('editor.attributes')} data-testid="attributes">
          <FormRow>
            {properties.map((property) => {
              const label = `${locale === 'fa' ? property.labelFa : property.labelEn}${property.required ? ' *' : ''}`;
              const unit = locale === 'fa' ? property.unitFa : property.unitEn;
              const error = attributeErrors[property.key];
              const value = attributes[property.key];
              const set = (next: Attribute) => setAttributes((current) => ({ ...current, [property.key]: next }));
              if (property.type === 'boolean')
                return (
                  <Field key={property.id} label={label} error={error} inline className="self-end py-2">
                    <Checkbox checked={value === true} onChange={(event) => set(event.target.checked)} />
                  </Field>
                );
              if (property.type === 'enum')
                return (
                  <Field key={property.id} label={label} error={error}>
                    <Select
                      value={typeof value === 'string' ? value : ''}
                      onChange={(event) => set(event.target.value)}
                    >
                      <option value="">{t('editor.notSet')}</option>
                      {(property.options ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {locale === 'fa' ? option.fa : option.en}
                        </option>
                      ))}
                    </Select>
                  </Field>
                );
              return (
                <Field key={property.id} label={unit ? `${label} (${unit})` : label} error={error}>
                  <Input
                    inputMode={property.type === 'number' ? 'decimal' : undefined}
                    dir={property.type === 'number' ? 'ltr' : 'auto'}
                    value={typeof value === 'string' ? value : ''}
                    onChange={(event) => set(event.target.value)}
                  />
                </Field>
              );
            })}
          </FormRow>
        </FormSection>
      ) : null}

      <MediaPicker
        label={t('editor.images')}
        media={media}
        selected={images}
        onChange={setImages}
        max={20}
        error={imagesError}
      />

      <FormSection legend={t('editor.where')}>
        <LocationPicker value={location} onChange={setLocation} onPlace={setNear} fresh={!editing} />
        <FormRow>
          <CoordinateFields form={form} near={near} mapStyle={mapStyle} />
        </FormRow>
      </FormSection>

      <FormActions
        layout="start"
        aside={
          editing ? (
            <ConfirmDialog
              trigger={
                <Button variant="link" className="text-danger">
                  {t('editor.delete')}
                </Button>
              }
              title={t('editor.deleteTitle')}
              description={t('editor.deleteBody')}
              confirmLabel={t('editor.deleteConfirm')}
              cancelLabel={t('cancel')}
              onConfirm={remove}
              icon={<TrashIcon className="size-6" />}
            />
          ) : null
        }
      >
        <SubmitButton pendingLabel={common('saving')} disabled={propertiesLoading}>
          {editing ? common('save') : t('editor.create')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
