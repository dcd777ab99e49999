/** The admins' routes for whole shops: find them, take one off the market, put it back. */
import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, success } from '../../lib/openapi';
import { pageMeta } from './market.views';

const tags = ['Admin · Market'];
const guarded = { 401: failure('UnAuthorized'), 403: failure('AccessDenied') } as const;

export const adminShopView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameEn: z.string(),
    link: z.string(),
    status: z.enum(['active', 'disabled']),
    ownerId: z.uuid(),
    ownerPhone: z.string().nullable(),
    activeListings: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminShop' });

export const shops = createRoute({
  method: 'get',
  path: '/admin/market/shops',
  tags,
  summary: 'Shops, newest first, by words of their names or link, and by status',
  request: {
    query: z.object({
      q: z.string().max(200, { error: 'ValidationError' }).optional(),
      status: z.enum(['active', 'disabled'], { error: 'ValidationError' }).optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
    }),
  },
  responses: {
    200: {
      description: 'A page of shops',
      content: { 'application/json': { schema: z.object({ data: z.array(adminShopView), meta: pageMeta }) } },
    },
    ...guarded,
    ...commonErrors,
  },
});

const statusChange = (action: 'disable' | 'enable', summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/market/shops/{id}/${action}`,
    tags,
    summary,
    request: {
      params: z.object({
        id: z.uuid({ error: 'ShopIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
      }),
    },
    responses: {
      200: success(adminShopView, 'UpdateSuccessfully'),
      ...guarded,
      404: failure('ShopNotFound'),
      ...commonErrors,
    },
  });

export const disableShop = statusChange(
  'disable',
  "Take a whole shop off the market: its page, map and listings are hidden; the owner's dashboard stays",
);
export const enableShop = statusChange('enable', 'Put a disabled shop back on the market');
