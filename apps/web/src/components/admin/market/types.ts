/** What the market's admin endpoints answer (packages/api/src/modules/market/market.views.ts), as the pages use it. */
export type ListingKind = 'place' | 'service' | 'item';
export const listingKinds: ListingKind[] = ['place', 'service', 'item'];

export type ListingStatus = 'draft' | 'paid' | 'active' | 'rejected' | 'disabled' | 'deleted';

/** The queue's filters: the listing states, and `expired` (active, but its paid months are over). */
export type QueueFilter = 'paid' | 'active' | 'rejected' | 'disabled' | 'expired';
export const queueFilters: QueueFilter[] = ['paid', 'active', 'rejected', 'disabled', 'expired'];

export interface Category {
  id: string;
  kind: ListingKind;
  parentId: string | null;
  slug: string;
  nameFa: string;
  nameEn: string;
  icon: string | null;
  sortOrder: number;
}
export type CategoryNode = Category & { children: CategoryNode[] };

export type PropertyType = 'number' | 'enum' | 'text' | 'boolean';
export const propertyTypes: PropertyType[] = ['number', 'enum', 'text', 'boolean'];

export interface PropertyOption {
  value: string;
  fa: string;
  en: string;
}

export interface Property {
  id: string;
  categoryId: string;
  key: string;
  type: PropertyType;
  labelFa: string;
  labelEn: string;
  options: PropertyOption[] | null;
  min: number | null;
  max: number | null;
  unitFa: string | null;
  unitEn: string | null;
  required: boolean;
  sortOrder: number;
}

export type LocationLevel = 'country' | 'state' | 'city' | 'district';
export const locationLevels: LocationLevel[] = ['country', 'state', 'city', 'district'];

export interface MarketLocation {
  id: string;
  parentId: string | null;
  level: LocationLevel;
  slug: string;
  code: string | null;
  nameFa: string;
  nameEn: string;
  lat: number | null;
  lng: number | null;
}

export interface ShopSummary {
  id: string;
  name: string;
  nameEn: string;
  link: string;
}

export interface AdminListing {
  id: string;
  shopId: string;
  kind: ListingKind;
  categoryId: string;
  slug: string;
  titleFa: string;
  titleEn: string | null;
  descriptionFa: string | null;
  descriptionEn: string | null;
  images: { id: string; url: string }[];
  price: number | null;
  currency: 'IRR' | 'USD';
  status: ListingStatus;
  expired: boolean;
  rejectionReason: string | null;
  pendingMonths: number;
  activatedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  shop: ShopSummary;
}

export interface DisplayPrice {
  id: string;
  categoryId: string | null;
  months: number;
  coins: number;
}
