import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, success } from '../../lib/openapi';
import { pageQuery } from '../wallet/wallet.routes';
import {
  coinPriceInput,
  packageInput,
  packageUpdate,
  paymentStatusValues,
  portalField,
  topupInput,
} from './payments.schemas';

const tags = ['Payments'];
const adminTags = ['Admin: money'];

const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().meta({
    description:
      'Any unique string (e.g. a UUID) per intended action: a repeat returns the first answer and moves nothing more',
  }),
});

const portalSchema = z.enum(['zibal', 'paypal']);
const currencySchema = z.enum(['IRR', 'USD']);

const packageSchema = z
  .object({
    id: z.string(),
    portal: portalSchema,
    coins: z.number().int(),
    price: z.number().int().meta({ description: 'Rials (IRR) or cents (USD)' }),
    currency: currencySchema,
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ChargingPackage' });

const adminPackageSchema = packageSchema
  .extend({ active: z.boolean(), sortOrder: z.number().int(), createdAt: z.string() })
  .meta({ id: 'AdminChargingPackage' });

const coinPriceSchema = z
  .object({
    portal: portalSchema,
    currency: currencySchema,
    coinPrice: z.number().int(),
    minCoinPrice: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CoinPrice' });

export const paymentSchema = z
  .object({
    id: z.string(),
    portal: portalSchema,
    coins: z.number().int(),
    amount: z.number().int().meta({ description: 'Rials (IRR) or cents (USD), tax included' }),
    currency: currencySchema,
    status: z.enum(paymentStatusValues),
    gatewayId: z.string().nullable().meta({ description: "Zibal's trackId or PayPal's order id" }),
    gatewayRef: z.string().nullable().meta({ description: 'The receipt number once paid' }),
    cardNumber: z.string().nullable().meta({ description: 'Masked' }),
    failureCode: z.enum(['declined', 'mismatch', 'gateway', 'abandoned']).nullable().meta({
      description:
        'Why it ended without coins: the bank refused, the amounts disagreed, the gateway failed, nobody paid in time',
    }),
    failureReason: z.string().nullable().meta({ description: 'Details, for support' }),
    flagged: z.boolean().meta({ description: 'The gateway disagreed with the order: a person must look at it' }),
    factorId: z.string().nullable().meta({ description: 'Its invoice, issued when the payment is paid' }),
    packageId: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    settledAt: z.string().nullable(),
    resumeUntil: z.string().nullable().meta({
      description: 'Pending: until when the payer may go back to the gateway to pay it (POST …/resume); else null',
    }),
  })
  .meta({ id: 'Payment' });

const party = z.object({
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  taxId: z.string().nullable().optional(),
});

export const factorSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    status: z.enum(['issued', 'paid', 'cancelled']),
    currency: z.string().meta({ description: 'IRR, USD, or COIN for purchases paid from the wallet' }),
    lines: z.array(
      z.object({
        kind: z.string(),
        description: z.string().optional(),
        coins: z.number().int().optional(),
        quantity: z.number(),
        unitPrice: z.number().int(),
        amount: z.number().int(),
      }),
    ),
    subtotal: z.number().int(),
    taxRateBp: z.number().int().meta({ description: 'Basis points: 900 = 9%' }),
    tax: z.number().int(),
    total: z.number().int(),
    seller: party,
    buyer: party,
    subjectType: z.string(),
    subjectId: z.string(),
    paidWith: z.string().nullable(),
    paymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Factor' });

const pageMeta = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });
const paged = <T extends z.ZodType>(item: T) =>
  ({
    description: 'A page',
    content: { 'application/json': { schema: z.object({ data: z.array(item), meta: pageMeta }) } },
  }) as const;

const idParam = (error: string) =>
  z.object({
    id: z.uuid({ error }).meta({ param: { name: 'id', in: 'path' }, example: '0b7c0c52-1c4e-4bd5-9a4b-3f1ad0f1c0de' }),
  });

const unauthorized = { 401: failure('UnAuthorized') } as const;
const adminOnly = { 401: failure('UnAuthorized'), 403: failure('AccessDenied') } as const;

// ── the user's side ────────────────────────────────────────────────────────────────────────────────

export const packages = createRoute({
  method: 'get',
  path: '/wallet/packages',
  tags,
  summary: 'Charging packages on sale now, on the portals that are switched on',
  responses: { 200: success(z.array(packageSchema)), ...unauthorized },
});

export const prices = createRoute({
  method: 'get',
  path: '/wallet/prices',
  tags,
  summary: 'The coin price on each usable portal, and how many coins a custom top-up may buy',
  responses: {
    200: success(
      z.array(
        z.object({
          portal: portalSchema,
          currency: currencySchema,
          coinPrice: z.number().int(),
          minCoins: z.number().int(),
          maxCoins: z.number().int(),
          taxRateBp: z.number().int(),
        }),
      ),
    ),
    ...unauthorized,
  },
});

export const topup = createRoute({
  method: 'post',
  path: '/wallet/topups',
  tags,
  summary: 'Start a top-up: a package or a number of coins, through a portal. Send the payer to redirectUrl.',
  request: { headers: idempotencyHeader, body: jsonBody(topupInput) },
  responses: {
    201: success(
      z.object({ paymentId: z.string(), redirectUrl: z.string() }),
      'The payment is pending at the gateway; its invoice is issued once it is paid',
    ),
    400: failure('PaymentPortalCannotBeNull, PaymentNotCompleted'),
    ...unauthorized,
    404: failure('ChargingPriceNotFound, CoinPriceNotFound'),
    409: failure('RequestInProgress'),
    502: failure('PaypalServerError'),
    503: failure('ServiceNotAvailable (the gateway does not answer)'),
    ...commonErrors,
    422: failure('ValidationError; PaymentPortalNotAvailable (the portal has no real account and demo mode is off)'),
  },
});

export const listPayments = createRoute({
  method: 'get',
  path: '/payments',
  tags,
  summary: "The user's payment orders, newest first",
  request: { query: pageQuery.extend({ status: z.enum(paymentStatusValues).optional() }) },
  responses: { 200: paged(paymentSchema), ...unauthorized, ...commonErrors },
});

export const getPayment = createRoute({
  method: 'get',
  path: '/payments/{id}',
  tags,
  summary: 'One payment order of the user',
  request: { params: idParam('PaymentNotFound') },
  responses: { 200: success(paymentSchema), ...unauthorized, 404: failure('PaymentNotFound') },
});

export const resumePayment = createRoute({
  method: 'post',
  path: '/payments/{id}/resume',
  tags,
  summary:
    "Go back to pay one's own pending payment: asks the gateway first (a lost return is settled now), then gives the gateway page while it still takes the payment (redirectUrl), else null",
  request: { params: idParam('PaymentNotFound') },
  responses: {
    200: success(z.object({ payment: paymentSchema, redirectUrl: z.string().nullable() })),
    ...unauthorized,
    404: failure('PaymentNotFound'),
    ...commonErrors,
  },
});

export const cancelPayment = createRoute({
  method: 'post',
  path: '/payments/{id}/cancel',
  tags,
  summary:
    "Cancel one's own pending payment. The gateway is asked first: money it already took is credited instead. A settled payment is answered as it is.",
  request: { params: idParam('PaymentNotFound') },
  responses: {
    200: success(paymentSchema),
    ...unauthorized,
    404: failure('PaymentNotFound'),
    ...commonErrors,
  },
});

export const zibalReturn = createRoute({
  method: 'post',
  path: '/payments/zibal/return',
  tags,
  summary:
    "The payer is back from Zibal: pass the callback's query. Verifies with Zibal and settles exactly once; safe to repeat.",
  request: {
    body: jsonBody(
      z.object({
        trackId: z.string().max(40),
        success: z.string().max(4).optional(),
        status: z.string().max(8).optional(),
        orderId: z.string().max(80).optional(),
      }),
    ),
  },
  responses: {
    200: success(paymentSchema),
    400: failure('PaymentNotCompleted (the trackId is not a Zibal track id)'),
    ...unauthorized,
    404: failure('PaymentNotFound'),
    ...commonErrors,
  },
});

export const paypalReturn = createRoute({
  method: 'post',
  path: '/payments/paypal/return',
  tags,
  summary: 'The payer is back from PayPal (token = the order id). Captures and settles exactly once; safe to repeat.',
  request: {
    body: jsonBody(
      z.object({
        token: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
        cancelled: z.boolean().default(false),
      }),
    ),
  },
  responses: { 200: success(paymentSchema), ...unauthorized, 404: failure('PaymentNotFound'), ...commonErrors },
});

export const listFactors = createRoute({
  method: 'get',
  path: '/factors',
  tags,
  summary: "The user's invoices, newest first",
  request: { query: pageQuery },
  responses: { 200: paged(factorSchema), ...unauthorized, ...commonErrors },
});

export const getFactor = createRoute({
  method: 'get',
  path: '/factors/{id}',
  tags,
  summary: 'One invoice (its buyer or an admin)',
  request: { params: idParam('FactorIdIsNotValid') },
  responses: {
    200: success(factorSchema),
    400: failure('FactorIdIsNotValid'),
    ...unauthorized,
    404: failure('FactorNotFound'),
  },
});

export const payFactor = createRoute({
  method: 'post',
  path: '/factors/{id}/pay',
  tags,
  summary: 'Pay an invoice in coins from the wallet',
  request: { params: idParam('FactorIdIsNotValid'), headers: idempotencyHeader },
  responses: {
    200: success(factorSchema, 'PaySuccessfully'),
    400: failure('PaymentNotCompleted (not a coin invoice)'),
    402: failure('NotEnoughCoin'),
    ...unauthorized,
    404: failure('FactorNotFound'),
    409: failure('FactorAlreadyPayed'),
    ...commonErrors,
  },
});

// ── the admin's side ───────────────────────────────────────────────────────────────────────────────

export const adminCoinPrices = createRoute({
  method: 'get',
  path: '/admin/coin-prices',
  tags: adminTags,
  summary: 'The coin price and minimum coin price of each portal',
  responses: { 200: success(z.array(coinPriceSchema)), ...adminOnly },
});

export const adminCreateCoinPrice = createRoute({
  method: 'post',
  path: '/admin/coin-prices',
  tags: adminTags,
  summary: 'Set the coin price of a portal that has none',
  request: { body: jsonBody(coinPriceInput) },
  responses: {
    201: success(coinPriceSchema, 'AddSuccessfully'),
    400: failure('PriceLessThanMinimumCoinPrice, PaymentPortalCannotBeNull'),
    ...adminOnly,
    409: failure('PriceWithSamePortalExists'),
    ...commonErrors,
  },
});

export const adminUpdateCoinPrice = createRoute({
  method: 'put',
  path: '/admin/coin-prices/{portal}',
  tags: adminTags,
  summary: "Change a portal's coin price and minimum coin price",
  request: {
    params: z.object({ portal: portalField.meta({ param: { name: 'portal', in: 'path' } }) }),
    body: jsonBody(coinPriceInput.omit({ portal: true })),
  },
  responses: {
    200: success(coinPriceSchema, 'UpdateSuccessfully'),
    400: failure('PriceLessThanMinimumCoinPrice'),
    ...adminOnly,
    404: failure('CoinPriceNotFound'),
    ...commonErrors,
  },
});

export const adminPackages = createRoute({
  method: 'get',
  path: '/admin/packages',
  tags: adminTags,
  summary: 'Every charging package, on sale or not',
  responses: { 200: success(z.array(adminPackageSchema)), ...adminOnly },
});

export const adminCreatePackage = createRoute({
  method: 'post',
  path: '/admin/packages',
  tags: adminTags,
  summary: 'Add a charging package',
  request: { body: jsonBody(packageInput) },
  responses: {
    201: success(adminPackageSchema, 'AddSuccessfully'),
    400: failure('PriceLessThanMinimumCoinPrice, PriceLessThanPortalCoinPrice, PaymentPortalCannotBeNull'),
    ...adminOnly,
    404: failure('CoinPriceNotFound'),
    ...commonErrors,
  },
});

export const adminUpdatePackage = createRoute({
  method: 'patch',
  path: '/admin/packages/{id}',
  tags: adminTags,
  summary: 'Change a charging package',
  request: { params: idParam('ChargingPriceNotFound'), body: jsonBody(packageUpdate) },
  responses: {
    200: success(adminPackageSchema, 'UpdateSuccessfully'),
    400: failure('PriceLessThanMinimumCoinPrice, PriceLessThanPortalCoinPrice'),
    ...adminOnly,
    404: failure('ChargingPriceNotFound'),
    ...commonErrors,
  },
});

export const adminDeletePackage = createRoute({
  method: 'delete',
  path: '/admin/packages/{id}',
  tags: adminTags,
  summary: 'Delete a charging package (payments made with it keep their amounts)',
  request: { params: idParam('ChargingPriceNotFound') },
  responses: {
    200: success(z.object({ id: z.string() }), 'DeleteSuccessfully'),
    ...adminOnly,
    404: failure('ChargingPriceNotFound'),
  },
});

const personSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const adminLedger = createRoute({
  method: 'get',
  path: '/admin/ledger',
  tags: adminTags,
  summary: 'Ledger entries of every wallet (or one user), newest first',
  request: { query: pageQuery.extend({ userId: z.uuid({ error: 'UserIdIsNotValid' }).optional() }) },
  responses: {
    200: paged(
      z.object({
        id: z.string(),
        amount: z.number().int(),
        balanceAfter: z.number().int(),
        reason: z.string(),
        ref: z.object({ type: z.string(), id: z.string() }).nullable(),
        note: z.string().nullable(),
        createdAt: z.string(),
        user: personSchema,
        actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
      }),
    ),
    ...adminOnly,
    ...commonErrors,
  },
});

export const adminPayments = createRoute({
  method: 'get',
  path: '/admin/payments',
  tags: adminTags,
  summary: 'Payment orders of every user; flagged=true lists those a person must look at',
  request: {
    query: pageQuery.extend({
      status: z.enum(paymentStatusValues).optional(),
      flagged: z.enum(['true', 'false']).optional(),
      userId: z.uuid({ error: 'UserIdIsNotValid' }).optional(),
    }),
  },
  responses: { 200: paged(paymentSchema.extend({ user: personSchema })), ...adminOnly, ...commonErrors },
});

export const adminReconcile = createRoute({
  method: 'post',
  path: '/admin/payments/reconcile',
  tags: adminTags,
  summary: 'Ask the gateways now about every payment left pending for more than a minute',
  responses: { 200: success(z.object({ checked: z.number(), settled: z.number() })), ...adminOnly },
});
