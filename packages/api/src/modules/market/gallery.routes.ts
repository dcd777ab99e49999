/** A shop's 3D gallery: the owner's choice under /shops/me, and the visitors' gallery by the shop's link. */
import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, success } from '../../lib/openapi';
import { galleryBody, ownGalleryView, publicGalleryView } from './gallery.schemas';
import { linkParam } from './market.routes';

const unauthorized = { 401: failure('UnAuthorized') } as const;

export const own = createRoute({
  method: 'get',
  path: '/shops/me/gallery',
  tags: ['Shop owner'],
  summary: "The shop's 3D gallery as its owner set it, and the listings it can show",
  responses: { 200: success(ownGalleryView), ...unauthorized, 404: failure('ShopNotFound'), ...commonErrors },
});

export const save = createRoute({
  method: 'put',
  path: '/shops/me/gallery',
  tags: ['Shop owner'],
  summary: "Set the gallery's room and its items (up to 12 of the shop's listings, in order)",
  request: { body: jsonBody(galleryBody) },
  responses: {
    200: success(ownGalleryView, 'UpdateSuccessfully'),
    ...unauthorized,
    404: failure("ShopNotFound, or ProductNotFound for a listing that is not the shop's (fields name it)"),
    ...commonErrors,
  },
});

export const visit = createRoute({
  method: 'get',
  path: '/market/shops/{link}/gallery',
  tags: ['Market'],
  summary: "A shop's 3D gallery: its public items in order (an empty list when it has none)",
  request: {
    params: z.object({ link: linkParam }),
  },
  responses: { 200: success(publicGalleryView), 404: failure('ShopNotFound'), ...commonErrors },
});
