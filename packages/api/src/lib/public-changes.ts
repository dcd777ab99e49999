/**
 * Changes to what public pages show (the market, shared results, the AI pages' examples), announced in
 * this process so that the web server drops its cached pages at once (apps/web/server.mjs, decision 030):
 * whoever made the change sees it on the next visit. Other processes sharing the database show it when
 * their cached pages expire (the public layouts' `revalidate`).
 */

/** A listener may return the promise of its work (the web server's: the cached pages are dropped). */
type Listener = () => unknown;

// On globalThis: Next.js bundles the API into its routes (more than one copy can load), while the web
// server loads it through tsx; all must share one set of listeners and of pending drops.
const shared = globalThis as {
  __rassamPublicChangeListeners?: Set<Listener>;
  __rassamPublicChangesPending?: Set<Promise<unknown>>;
};
const listeners = (shared.__rassamPublicChangeListeners ??= new Set<Listener>());
const pending = (shared.__rassamPublicChangesPending ??= new Set<Promise<unknown>>());

/** How long a write's answer waits for its pages to be dropped before it goes anyway. */
export const SETTLE_TIMEOUT_MS = 5_000;

/** Calls `listener` after each change to public content made in this process; returns the way to stop. */
export function onPublicChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public content changed: every listener hears of it (a failing one does not stop the others). */
export function publicContentChanged(): void {
  for (const listener of listeners) {
    try {
      const work = listener();
      if (work instanceof Promise) {
        const tracked: Promise<unknown> = work.catch(() => undefined).finally(() => pending.delete(tracked));
        pending.add(tracked);
      }
    } catch {
      // A listener's trouble is its own; the change itself has happened.
    }
  }
}

/**
 * Resolves once the work the changes so far started is done (at most `timeoutMs`): the API's answer to a
 * write waits for it (app.ts), so the writer's next visit, or a visitor's right after, never meets the page
 * as it was. Without it the answer could overtake the drop.
 */
export async function publicChangesSettled(timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  if (pending.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(pending),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
