/**
 * Changes to what public pages show (the market, shared results, the AI pages' examples), announced in
 * this process so that the web server drops its cached pages at once (apps/web/server.mjs, decision 030):
 * whoever made the change sees it on the next visit. Other processes sharing the database show it when
 * their cached pages expire (the public layouts' `revalidate`).
 */

// On globalThis: Next.js bundles the API into its routes (more than one copy can load), while the web
// server loads it through tsx; all must share one set.
const listeners = ((globalThis as { __rassamPublicChangeListeners?: Set<() => void> }).__rassamPublicChangeListeners ??=
  new Set<() => void>());

/** Calls `listener` after each change to public content made in this process; returns the way to stop. */
export function onPublicChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public content changed: every listener hears of it (a failing one does not stop the others). */
export function publicContentChanged(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // A listener's trouble is its own; the change itself has happened.
    }
  }
}
