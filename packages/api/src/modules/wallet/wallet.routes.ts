import { createRoute, z } from '@hono/zod-openapi';
import { ledgerReasons } from '@rassam/db';
import { failure } from '../../lib/openapi';
import { paging } from '../../lib/paging';

const tags = ['Wallet'];

export const pageQuery = z.object(paging('Entries', { default: 20, max: 100 }));

const entrySchema = z
  .object({
    id: z.string(),
    amount: z.number().int().meta({ description: 'Coins: positive in, negative out' }),
    balanceAfter: z.number().int(),
    reason: z.enum(ledgerReasons),
    ref: z
      .object({ type: z.string(), id: z.string() })
      .nullable()
      .meta({ description: 'What the coins paid for or came from' }),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'LedgerEntry' });

export const wallet = createRoute({
  method: 'get',
  path: '/wallet',
  tags,
  summary: "The signed-in user's coin balance",
  responses: {
    200: {
      description: 'The wallet',
      content: {
        'application/json': {
          schema: z.object({
            data: z.object({
              balance: z.number().int(),
              updatedAt: z.string(),
              values: z
                .array(
                  z.object({
                    portal: z.enum(['zibal', 'paypal']),
                    currency: z.enum(['IRR', 'USD']),
                    amount: z.number(),
                  }),
                )
                .meta({ description: "The balance's worth at each usable portal's coin price (rials or cents)" }),
            }),
          }),
        },
      },
    },
    401: failure('UnAuthorized'),
  },
});

export const transactions = createRoute({
  method: 'get',
  path: '/wallet/transactions',
  tags,
  summary: 'Every ledger entry of the wallet, newest first',
  request: { query: pageQuery },
  responses: {
    200: {
      description: 'A page of entries',
      content: {
        'application/json': {
          schema: z.object({
            data: z.array(entrySchema),
            meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
          }),
        },
      },
    },
    401: failure('UnAuthorized'),
    422: failure('A page parameter is not valid'),
  },
});
