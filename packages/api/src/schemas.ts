/**
 * Schemas shared with the web app's forms: importing this file pulls in zod and pure helpers only,
 * never the database or the server.
 */
export * from './modules/auth/auth.schemas';
export * from './modules/users/users.schemas';
export { parseCredential, normalizePhone, displayPhone, type Credential } from './modules/auth/credential';
export type { PublicUser } from './modules/users/users.service';
export * from './modules/payments/payments.schemas';
export * from './modules/admin/ai.schemas';
export * from './modules/market/market.schemas';
export * from './modules/market/gallery.schemas';
export { IMAGE_WIDTHS } from './lib/image-widths';
export * from './modules/market/market.views';
export * from './modules/market/time-zone';
export { normalizeSearch } from './modules/market/normalize';
export * from './modules/models/models.schemas';
export type { RefusalReason } from './modules/models/intake/refuse';
// The tours' forms check their bodies with the API's own schemas (its other names overlap the models' and market's).
export {
  createTourBody,
  planPinsBody,
  rejectTourBody,
  scenePutBody,
  tourPatchBody,
  hotspotInput,
  infoHotspotInput,
  linkHotspotInput,
  INFO_IMAGE_MAX_MB,
  INFO_IMAGE_MAX_SIDE,
  MAX_HOTSPOTS,
} from './modules/tours/tours.schemas';
export * from './modules/services/services.schemas';
export * from './modules/services/services.views';
export * from './modules/blog/blog.schemas';
export * from './modules/blog/blog.views';
export * from './modules/tickets/tickets.schemas';
export * from './modules/orders/orders.schemas';
export * from './modules/notifications/notifications.schemas';
