import { landingBody, listingBody, shopBody, socialBody } from '@rassam/api/schemas';
import { z } from 'zod';

/** An empty input means "not given": null for the API, not a failed number. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema);

const phone = shopBody.shape.phones.unwrap().element;

/**
 * The forms' own shapes, made of the API's schemas field by field (one phone box per number, empty boxes
 * for "none"): what passes here passes the API.
 */
export const openShopSchema = z.object({
  name: shopBody.shape.name,
  nameEn: shopBody.shape.nameEn,
  link: shopBody.shape.link,
  phone: blankToNull(phone.nullable()),
  lat: blankToNull(shopBody.shape.lat),
  lng: blankToNull(shopBody.shape.lng),
});

export const shopInfoSchema = z.object({
  name: shopBody.shape.name,
  nameEn: shopBody.shape.nameEn,
  link: shopBody.shape.link,
  phones: z.array(z.object({ value: blankToNull(phone.nullable()) })).max(5),
  address: shopBody.shape.address,
  addressEn: shopBody.shape.addressEn,
  description: shopBody.shape.description,
  descriptionEn: shopBody.shape.descriptionEn,
  lat: blankToNull(shopBody.shape.lat),
  lng: blankToNull(shopBody.shape.lng),
  timeZone: shopBody.shape.timeZone.unwrap(),
});

export const landingSchema = landingBody.omit({ backgroundImageId: true });

export const SOCIAL_KEYS = Object.keys(socialBody.shape) as (keyof typeof socialBody.shape)[];
export const socialSchema = z.object(
  Object.fromEntries(SOCIAL_KEYS.map((key) => [key, blankToNull(socialBody.shape[key])])) as Record<string, z.ZodType>,
);

export const listingSchema = z.object({
  kind: listingBody.shape.kind,
  categoryId: listingBody.shape.categoryId,
  // Left empty, the editor makes one from the English title.
  slug: blankToNull(listingBody.shape.slug.nullable()),
  titleFa: listingBody.shape.titleFa,
  titleEn: listingBody.shape.titleEn,
  descriptionFa: listingBody.shape.descriptionFa,
  descriptionEn: listingBody.shape.descriptionEn,
  price: blankToNull(listingBody.shape.price),
  lat: blankToNull(listingBody.shape.lat),
  lng: blankToNull(listingBody.shape.lng),
});

/** Editing: the kind and the display category are fixed, and not sent again. */
export const listingEditSchema = listingSchema.omit({ kind: true, categoryId: true });

/** A form's value for the API: trimmed text, null for empty boxes. */
export const orNull = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : (value ?? null);
