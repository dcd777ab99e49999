/**
 * The pages that are the same for every visitor (issue 16): rendered once, kept by Next.js's cache and
 * answered as public HTML a CDN may keep. Whatever on them depends on the visitor is asked by the browser.
 * Their Content-Security-Policy allows their inline scripts by hash (server/page-policy.ts), not by a
 * per-request nonce, which would make every answer different.
 */
const PUBLIC_PAGE = /^(?:\/en)?(?:\/|\/(?:about|policy|terms)|\/(?:ai|services|shared|market|embed|blog)(?:\/.*)?)$/;
const EMBED_PAGE = /^(?:\/en)?\/embed\//;

/** Whether a page's path (as the visitor asked for it, /en/… or bare) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname === '/en' ? '/en/' : pathname);
}

/** Whether a page is an embed, which other sites may put in an iframe (its policy says `frame-ancestors *`). */
export function isEmbedPage(pathname: string): boolean {
  return EMBED_PAGE.test(pathname);
}
