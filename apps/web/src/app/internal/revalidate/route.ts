import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';

/**
 * Drops every cached public page (decision 030). Asked only by this process's own web server
 * (apps/web/server.mjs) when public content changed, with the secret it made at start; Next.js offers
 * revalidation only inside its own requests, hence a request. Anyone else gets the 404 of a path that
 * does not exist (the web server refuses them before they reach here, too).
 */
const REVALIDATE_SECRET_HEADER = 'x-rassam-revalidate';

function authorized(given: string | null): boolean {
  const secret = process.env.RASSAM_REVALIDATE_SECRET;
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function POST(request: Request) {
  if (!authorized(request.headers.get(REVALIDATE_SECRET_HEADER))) return new Response(null, { status: 404 });
  // Every page hangs under the root layout: its path, as a layout, covers them all.
  revalidatePath('/', 'layout');
  return new Response(null, { status: 204 });
}
