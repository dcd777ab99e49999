import { toLatinDigits } from '@rassam/i18n';

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter as one string: the first one when the name repeats. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The named query parameters as plain strings (the first one when a name repeats), the others dropped:
 * what a gateway put in its return address, passed on to the API as it came.
 */
export function pickQuery<K extends string>(query: SearchParams, names: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const name of names) {
    const first = firstValue(query[name]);
    if (first !== undefined) picked[name] = first;
  }
  return picked;
}

/** `?page=` as a whole number from 1 (Persian or Latin digits); anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const latin = toLatinDigits(firstValue(value) ?? '').trim();
  const page = /^\d{1,6}$/.test(latin) ? Number(latin) : 1;
  return page >= 1 ? page : 1;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id as the API writes them (a UUID), before it is put in an API path or query. */
export function isUuid(value: string): boolean {
  return uuid.test(value);
}
