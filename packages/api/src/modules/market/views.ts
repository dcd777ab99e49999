/**
 * Listing views that mean something to the owner: a visitor counts once per listing per day, however
 * often the page is fetched (the server-rendered page asks for it twice, for its metadata and its body;
 * reloads and bots ask again), and an owner looking at their own listing does not count. The "seen today"
 * marks are rate-limit counters (in the database, or in Redis), so they hold across processes and end
 * with their day like any other window.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { listings, type Executor } from '@rassam/db';
import { hit, limits, type RateLimiter } from '../../lib/rate-limit';

export interface Viewer {
  /** The signed-in user, if any. */
  userId?: string;
  /** The client's address as per-address limits count it (IPv6 by its /64: clientLimitKey). */
  ip: string;
  userAgent: string;
}

/** Crawlers and link previews announce themselves; they are not people looking at a listing. */
const BOT = /bot|crawl|spider|slurp|preview|lighthouse|curl|wget|python-|go-http|java\//i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT.test(userAgent);
}

/** Who is looking: the user, or a one-way hash of the address and the browser (never stored in clear). */
export function visitorKey(viewer: Viewer): string {
  if (viewer.userId) return `u:${viewer.userId}`;
  return `a:${createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url').slice(0, 22)}`;
}

/** Counts the view when it is the visitor's first of the listing today; tells whether it counted. */
export async function countView(
  db: Executor,
  limiter: RateLimiter,
  listingId: string,
  ownerId: string,
  viewer: Viewer,
): Promise<boolean> {
  if (viewer.userId === ownerId || isBot(viewer.userAgent)) return false;
  const { hits } = await hit(limiter, limits.listingViewPerVisitor, `${listingId}:${visitorKey(viewer)}`);
  if (hits > 1) return false;
  await db
    .update(listings)
    .set({ viewCount: sql`${listings.viewCount} + 1`, updatedAt: sql`${listings.updatedAt}` })
    .where(sql`${listings.id} = ${listingId}`);
  return true;
}
