import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, success } from '../../lib/openapi';
import { publicUserSchema } from '../users/users.schemas';

const tags = ['Admin'];
const userId = z.object({ id: z.uuid('UserIdIsNotValid').meta({ description: 'User id' }) });
const denied = { 401: failure('UnAuthorized'), 403: failure('AccessDenied'), 404: failure('UserNotFound') };

export const updateUserBody = z
  .strictObject({
    role: z.enum(['user', 'support', 'admin']).optional(),
    disabled: z
      .boolean()
      .optional()
      .meta({ description: 'A disabled account cannot sign in; its sessions end at once' }),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'ValidationError' });

export const updateUser = createRoute({
  method: 'patch',
  path: '/admin/users/{id}',
  tags,
  summary:
    "Change a user's role or disable the account (admins only; a support or user account, to a role below admin)",
  request: { params: userId, body: jsonBody(updateUserBody) },
  responses: {
    200: success(publicUserSchema, 'UpdateSuccessfully'),
    400: failure('UserIdIsNotValid'),
    ...denied,
    ...commonErrors,
  },
});

export const revokeSessions = createRoute({
  method: 'post',
  path: '/admin/users/{id}/sessions/revoke',
  tags,
  summary: 'Sign a user out on every device (admins and support, for accounts below their own role)',
  request: { params: userId },
  responses: {
    200: success(z.object({ revoked: z.number().int() }), 'UpdateSuccessfully'),
    ...denied,
    ...commonErrors,
  },
});

export const adjustWalletBody = z.strictObject({
  coins: z
    .number()
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((v) => v !== 0, 'ValidationError')
    .meta({ description: 'Coins to add (positive) or take (negative)', example: 50 }),
  note: z
    .string()
    .trim()
    .min(3)
    .max(500)
    .meta({ description: 'Why: kept on the ledger entry for ever', example: 'Refund for ticket 1042' }),
});

export const adjustWallet = createRoute({
  method: 'post',
  path: '/admin/users/{id}/wallet/adjust',
  tags,
  summary:
    "Add coins to or take coins from a user's wallet, with a reason (admins only, not their own nor another admin's; audited on the ledger)",
  request: { params: userId, body: jsonBody(adjustWalletBody) },
  responses: {
    200: success(z.object({ balance: z.number().int(), entryId: z.string() }), 'UpdateSuccessfully'),
    400: failure('NotEnoughCoin'),
    ...denied,
    ...commonErrors,
  },
});
