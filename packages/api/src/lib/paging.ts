/**
 * A list's paging query, shared by the API's lists and the web app's forms (zod only): page numbers and sizes
 * may come in Persian or Arabic digits ("۲" is 2), like every number a person types; past the bounds, or not a
 * whole number: 422.
 */
import { toLatinDigits } from '@rassam/i18n';
import { z } from 'zod';

export const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : toLatinDigits(v.trim())))
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(max)),
    );

/** `page` (from 1) and `pageSize` (1 to `size.max`, `size.default` when absent) of a list of `items`. */
export const paging = (items: string, size: { default: number; max: number }) => ({
  page: pageNumber(1, 100_000).meta({ description: 'Page, from 1 (any digits)', example: '1' }),
  pageSize: pageNumber(size.default, size.max).meta({
    description: `${items} per page (1–${size.max})`,
    example: String(size.default),
  }),
});
