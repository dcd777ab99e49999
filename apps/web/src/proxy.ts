import createMiddleware from 'next-intl/middleware';
import { defineRouting } from 'next-intl/routing';
import { NextRequest, NextResponse } from 'next/server';
import { getEnv } from '@rassam/api/env';
import { routing } from './i18n/routing';
import { contentSecurityPolicy, newNonce } from './lib/csp';
import { canonicalRedirect } from './routes/aliases';
import { blogListRewrite } from './routes/blog-list';
import { marketListRewrite } from './routes/market-lists';
import { isEmbedPage, isPublicPage } from './routes/public-pages';

const env = getEnv();
const siteHost = new URL(env.SITE_URL).host;
const englishHost = env.EN_HOST;

/**
 * With EN_HOST set, English lives on its own host without the /en prefix and Persian on the site's
 * host (SPEC section 2); otherwise both share one host and English is under /en.
 */
const intl = createMiddleware(
  englishHost
    ? defineRouting({
        ...routing,
        domains: [
          { domain: siteHost, defaultLocale: 'fa', locales: ['fa'] },
          { domain: englishHost, defaultLocale: 'en', locales: ['en'] },
        ],
      })
    : routing,
);

/**
 * An embed's address names its language: the site that frames it chose it for its own readers, so neither
 * the visitor's browser language nor a NEXT_LOCALE cookie left by our site may send it to the other one.
 */
const intlForEmbeds = englishHost ? intl : createMiddleware(defineRouting({ ...routing, localeDetection: false }));

export default function proxy(request: NextRequest) {
  // The web server's own call to drop cached pages (app/internal/revalidate): no locale, no policy.
  if (request.nextUrl.pathname === '/internal/revalidate') return NextResponse.next();
  const alias = canonicalRedirect(request.nextUrl.pathname);
  if (alias) {
    const url = request.nextUrl.clone();
    url.pathname = alias;
    return NextResponse.redirect(url, 308);
  }
  // Layouts cannot see the URL; guards need it to send a visitor to /auth and back again.
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  headers.set('x-search', request.nextUrl.search);
  // Public pages are one HTML for everyone: no nonce, their policy is made from their inline scripts'
  // hashes when they are answered (apps/web/server.mjs, server/page-policy.ts).
  if (isPublicPage(request.nextUrl.pathname)) {
    const localize = isEmbedPage(request.nextUrl.pathname) ? intlForEmbeds : intl;
    return withListRewrite(localize(new NextRequest(request, { headers })), request);
  }
  // Next.js takes the nonce for its scripts from the request's policy; the browser enforces the response's.
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    mapStyleUrl: env.MAP_STYLE_URL,
    dev: process.env.NODE_ENV === 'development',
  });
  headers.set('Content-Security-Policy', policy);
  const response = intl(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * A market list's or the blog's query moves into its path (routes/market-lists.ts, routes/blog-list.ts), applied to the address the locale
 * middleware chose (/fa/… or /en/…), so its redirects never show the inner address.
 */
function withListRewrite(response: NextResponse, request: NextRequest): NextResponse {
  if (response.headers.has('location')) return response;
  const rewritten = response.headers.get('x-middleware-rewrite');
  const url = rewritten ? new URL(rewritten) : request.nextUrl.clone();
  const target = marketListRewrite(url.pathname, url.searchParams) ?? blogListRewrite(url.pathname, url.searchParams);
  if (!target) return response;
  // A search keeps its query; a kept list or shop page has it in its path now.
  const static_ = !/\/market\/search(?:\/|$)/.test(target);
  url.pathname = target;
  if (static_) url.search = '';
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', url.toString());
  return response;
}

export const config = {
  // Everything except the API, the image proxy, Next.js's own files and static files by extension
  // (other dotted paths, e.g. /wp-login.php, still get the localized 404).
  matcher: [
    '/((?!api|_ipx|_next|_vercel|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|txt|xml|webmanifest|js|mjs|css|map|woff2?|ttf|glb|gltf|usdz|hdr|mp4|webm|mp3|wasm|json)$).*)',
  ],
};
