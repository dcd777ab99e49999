import 'server-only';
import { notFound } from 'next/navigation';
import type { ApiResult } from './server-api';

/**
 * What the API answers for a record this reader has no page for: unknown, someone else's (…NotFound, 404), or
 * an id that cannot be one (…IdIsNotValid, 400 or 422). To the reader they are all the same 404 page.
 */
export function isMissing(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.status === 400 || result.status === 404 || result.status === 422);
}

/**
 * The 404 page when the page's record is missing. Called from generateMetadata as well as from the page:
 * Next.js makes the metadata first, and a title made without the record ("Order") would otherwise stay on
 * the 404 page. Other failures are left to the caller (a signed-out visitor's 401 is the guard's business).
 */
export function notFoundIfMissing(result: ApiResult<unknown>): void {
  if (isMissing(result)) notFound();
}
