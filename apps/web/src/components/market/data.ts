import 'server-only';
import type { z } from 'zod';
import type {
  CategoryTreeNode,
  listingView,
  locationView,
  propertyView,
  searchItemView,
  shopSummary,
  publicShopView,
  publicGalleryView,
} from '@rassam/api/schemas';
import { cache } from 'react';
import { publicApi, publicApiPage, type PageMeta } from '@/lib/server-api';
import type { ListingKind } from './paths';

export type MarketCategory = CategoryTreeNode;
export type MarketLocation = z.infer<typeof locationView>;
export type MarketProperty = z.infer<typeof propertyView>;
export type MarketListing = z.infer<typeof listingView>;
/**
 * A listing's 3D model as the public listing and search answers carry it (`model`: its files by the model's
 * link, once it is ready), or null. Optional until every answer carries it.
 */
export interface MarketListingModel {
  link: string;
  glbUrl: string;
  usdzUrl: string | null;
  posterUrl: string | null;
}
export type MarketSearchItem = z.infer<typeof searchItemView> & { model?: MarketListingModel | null };
export type MarketShop = z.infer<typeof publicShopView>;
export type MarketShopSummary = z.infer<typeof shopSummary>;

/** The category tree of a kind (asked once per render). */
export const categoryTree = cache(async (kind: ListingKind): Promise<MarketCategory[]> => {
  const result = await publicApi<MarketCategory[]>(`/market/categories?kind=${kind}`);
  return result.ok ? result.data : [];
});

/** Every category of a tree with its chain of ancestors (root first, itself last). */
export function flattenCategories(tree: MarketCategory[], chain: MarketCategory[] = []) {
  return tree.flatMap((node): { node: MarketCategory; chain: MarketCategory[] }[] => {
    const own = [...chain, node];
    return [{ node, chain: own }, ...flattenCategories(node.children, own)];
  });
}

export const locationChildren = cache(async (parentId: string | null): Promise<MarketLocation[]> => {
  const result = await publicApi<MarketLocation[]>(
    `/market/locations${parentId ? `?parent=${encodeURIComponent(parentId)}` : ''}`,
  );
  return result.ok ? result.data : [];
});

/** The locations along a slug path (country first), or null when one of them does not exist. */
export const locationPath = cache(async (slugs: string): Promise<MarketLocation[] | null> => {
  if (!slugs) return [];
  const result = await publicApi<MarketLocation[]>(`/market/locations/path?slugs=${encodeURIComponent(slugs)}`);
  return result.ok ? result.data : null;
});

/** Iran, the country whose provinces the filters offer first. */
export const homeCountry = cache(async (): Promise<MarketLocation | null> => {
  const path = await locationPath('iran');
  return path?.[0] ?? null;
});

export interface SearchParams {
  q?: string;
  kind?: ListingKind;
  category?: string;
  country?: string;
  state?: string;
  city?: string;
  district?: string;
  shop?: string;
  lat?: number;
  lng?: number;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export async function searchListings(
  params: SearchParams,
): Promise<
  { ok: true; items: MarketSearchItem[]; meta: PageMeta & { capped?: boolean } } | { ok: false; status: number }
> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const result = await publicApiPage<MarketSearchItem>(`/market/listings?${query}`);
  return result.ok ? { ok: true, items: result.data, meta: result.meta } : { ok: false, status: result.status };
}

/**
 * A shop by its link; null when there is no such active shop. Its listings come from the search, which
 * pages them (`meta`): the shop's own answer carries only its newest ones.
 */
export const shopByLink = cache(async (link: string): Promise<MarketShop | null> => {
  const result = await publicApi<{ shop: MarketShop }>(`/market/shops/${encodeURIComponent(link)}?pageSize=1`);
  return result.ok ? result.data.shop : null;
});

export type ShopGallery = z.infer<typeof publicGalleryView>;

/** A shop's 3D gallery as visitors get it (its public items in order), or null when the shop is not there. */
export const shopGallery = cache(async (link: string): Promise<ShopGallery | null> => {
  const result = await publicApi<ShopGallery>(`/market/shops/${encodeURIComponent(link)}/gallery`);
  return result.ok ? result.data : null;
});

import type { ListingTourSummary } from '@/components/tours/viewer/listing-tour';

export interface ListingDetail {
  listing: MarketListing & {
    liked: boolean;
    locationNames: MarketSearchItem['locationNames'];
    model?: MarketListingModel | null;
    /** Its virtual tour (issue 18), absent until the tours API answers it. */
    tour?: ListingTourSummary | null;
  };
  shop: MarketShopSummary;
  properties: MarketProperty[];
}

/** A public listing, as nobody in particular (asked once per render, for the page and its metadata); the page's script reports the visit. */
export const listingDetail = cache(async (link: string, slug: string): Promise<ListingDetail | null> => {
  const result = await publicApi<ListingDetail>(
    `/market/shops/${encodeURIComponent(link)}/listings/${encodeURIComponent(slug)}`,
  );
  return result.ok ? result.data : null;
});
