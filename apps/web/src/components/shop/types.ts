import {
  displayMonths,
  type categoryView,
  type fileView,
  type locationView,
  type ownListingView,
  type propertyView,
  type shopView,
  type CategoryTreeNode,
} from '@rassam/api/schemas';
import type { z } from 'zod';

/** What the market API answers, as the shop owner's pages read it (the backend's own response schemas). */
export type Shop = z.infer<typeof shopView>;
export type OwnListing = z.infer<typeof ownListingView>;
export type MediaFile = z.infer<typeof fileView>;
export type Category = z.infer<typeof categoryView>;
export type CategoryNode = CategoryTreeNode;
export type Property = z.infer<typeof propertyView>;
export type MarketLocation = z.infer<typeof locationView>;
export type ListingKind = OwnListing['kind'];
export type ShopStats = {
  views: number;
  likes: number;
  listings: number;
  active: number;
  expired: number;
  awaitingReview: number;
  drafts: number;
  rejected: number;
};
export type AttachedDesign = { designId: string; attachedAt: string };

export const LISTING_KIND_LIST: readonly ListingKind[] = ['place', 'service', 'item'];

/** A listing's state as its owner reads it: `active` splits into running and expired. */
export type ListingState = 'draft' | 'paid' | 'active' | 'expired' | 'rejected' | 'disabled' | 'deleted';
export const LISTING_STATES: readonly ListingState[] = ['draft', 'paid', 'active', 'expired', 'rejected', 'disabled'];

export function stateOf(listing: Pick<OwnListing, 'status' | 'expired'>): ListingState {
  return listing.status === 'active' && listing.expired ? 'expired' : listing.status;
}

/** Only a running or an expired listing is renewed; a draft is paid for the first time. */
export function canPay(listing: Pick<OwnListing, 'status' | 'expired'>): boolean {
  const state = stateOf(listing);
  return state === 'draft' || state === 'active' || state === 'expired';
}

/** The owner's editor of a listing: places under /places, the rest under /product. */
export function listingEditorPath(listing: Pick<OwnListing, 'id' | 'kind'>): string {
  return `${listing.kind === 'place' ? '/dashboard/shop/places' : '/dashboard/shop/product'}/${listing.id}`;
}

/** Category trees as a flat list for a select: each with its depth and the path of names above it. */
export function flattenTree(
  nodes: CategoryNode[],
  depth = 0,
  trail: CategoryNode[] = [],
): { node: CategoryNode; depth: number; trail: CategoryNode[] }[] {
  return nodes.flatMap((node) => [{ node, depth, trail }, ...flattenTree(node.children, depth + 1, [...trail, node])]);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Display months typed in any digits, within the API's bounds (its own schema), or null. */
export function parseMonths(typed: string): number | null {
  const parsed = displayMonths.safeParse(typed);
  return parsed.success ? parsed.data : null;
}
