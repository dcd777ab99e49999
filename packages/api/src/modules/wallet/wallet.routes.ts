import { createRoute, z } from '@hono/zod-openapi';
import { ledgerReasons } from '@rassam/db';
import { toLatinDigits } from '@rassam/i18n';
import { failure } from '../../lib/openapi';

const tags = ['Wallet'];

/** Page numbers may come in Persian or Arabic digits, like every number a person types. */
const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(fallback) : toLatinDigits(v)))
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(max)),
    );

export const pageQuery = z.object({
  page: pageNumber(1, 100_000).meta({ description: 'Page, from 1', example: '1' }),
  pageSize: pageNumber(20, 100).meta({ description: 'Entries per page (1–100)', example: '20' }),
});

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
