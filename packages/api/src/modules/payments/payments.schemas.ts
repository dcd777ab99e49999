/**
 * The payment and pricing inputs, shared by the API and the web app's forms (zod only, no server code).
 * Numbers may arrive as Persian, Arabic or Latin digits, typed by a person or sent as JSON numbers.
 */
import { z } from 'zod';
import { toLatinDigits } from '@rassam/i18n';

export const paymentPortals = ['zibal', 'paypal'] as const;
export type PortalName = (typeof paymentPortals)[number];
export const portalCurrencies = { zibal: 'IRR', paypal: 'USD' } as const;

/**
 * The most coins one top-up (or one package) may buy: about ten million toman at the demo's coin price,
 * more than anyone spends on the studio and the market at once. The custom amount's range says so, from
 * `/api/wallet/prices` (a coin price so high that the amount would pass PostgreSQL's integer lowers it).
 */
export const MAX_TOPUP_COINS = 10_000;
/** The highest price or coin price an admin may set, in the minor unit (10 billion rials, $100M). */
export const MAX_PRICE = 2_000_000_000;

/** A whole number typed in any digits ("۱۲۰", "١٢٠", "120") or sent as a number; fractions are refused. */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : toLatinDigits(value).trim().replace(/[,٬]/g, '');
      if (!/^-?\d{1,12}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'ValidationError' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().int().min(min).max(max));

/** A portal is required; a missing or empty one is the spec's PaymentPortalCannotBeNull. */
export const portalField = z
  .enum(paymentPortals, { error: 'PaymentPortalCannotBeNull' })
  .meta({ description: 'zibal (IRR) or paypal (USD)', example: 'zibal' });

export const topupInput = z
  .object({
    portal: portalField,
    packageId: z.uuid({ error: 'ChargingPriceNotFound' }).optional(),
    coins: wholeNumber(1, MAX_TOPUP_COINS).optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.packageId === undefined) === (input.coins === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['coins'], message: 'ValidationError' });
    }
  })
  .meta({ id: 'TopupInput', description: 'Either a charging package or a number of coins, and the portal' });
export type TopupInput = z.infer<typeof topupInput>;

export const coinPriceInput = z
  .object({
    portal: portalField,
    coinPrice: wholeNumber(1, MAX_PRICE).meta({ description: 'Price of one coin in rials (zibal) or cents (paypal)' }),
    minCoinPrice: wholeNumber(1, MAX_PRICE).meta({ description: 'The lowest price per coin any sale may reach' }),
  })
  .meta({ id: 'CoinPriceInput' });
export type CoinPriceInput = z.infer<typeof coinPriceInput>;

const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.null(), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === undefined ? (v === '' ? null : undefined) : v));

export const packageInput = z
  .object({
    portal: portalField,
    coins: wholeNumber(1, MAX_TOPUP_COINS),
    price: wholeNumber(1, MAX_PRICE).meta({ description: 'Rials (zibal) or cents (paypal)' }),
    active: z.boolean().default(true),
    expiresAt: optionalDate.meta({ description: 'Offered until this moment; null for no end' }),
    sortOrder: wholeNumber(0, 10_000).default(0),
  })
  .meta({ id: 'PackageInput' });
export type PackageInput = z.infer<typeof packageInput>;

export const packageUpdate = z
  .object({
    coins: wholeNumber(1, MAX_TOPUP_COINS).optional(),
    price: wholeNumber(1, MAX_PRICE).optional(),
    active: z.boolean().optional(),
    expiresAt: optionalDate,
    sortOrder: wholeNumber(0, 10_000).optional(),
  })
  .meta({ id: 'PackageUpdate' });
export type PackageUpdate = z.infer<typeof packageUpdate>;

export const paymentStatusValues = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatusValue = (typeof paymentStatusValues)[number];
