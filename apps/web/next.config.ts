import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
// Headers of every answer, shared with the web server's own answers (src/server/static-assets.ts). JSON: the
// compiled configuration can require it, where it could not load a TypeScript module.
import securityHeaders from './src/server/security-headers.json';

// The messages are compiled when the site is built (next-intl's `precompile`): the browser then formats them
// without the ICU parser (intl-messageformat, about 12 KB gzip of every page's scripts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: '../../packages/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders.all },
      // Our pages are not to be framed by other sites; the embeds (/embed/...) are.
      { source: '/((?!embed|en/embed).*)', headers: securityHeaders.notEmbeds },
    ];
  },
  // The sitemap is an index of files (app/sitemaps/[file]/route.ts), at the address robots.txt names. The
  // blog's feed (app/feeds/blog/route.ts) before the pages, or `/en/blog/feed.xml` would be a post's address.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/blog/feed.xml', destination: '/feeds/blog/by-host' },
        { source: '/en/blog/feed.xml', destination: '/feeds/blog/en' },
      ],
      afterFiles: [{ source: '/sitemap.xml', destination: '/sitemaps/index.xml' }],
      fallback: [],
    };
  },
  reactStrictMode: true,
  // The types are checked by `npm run typecheck` (the whole workspace, which CI runs before the build); the
  // build's own pass over the web app repeated it and took 88 s of a 4-minute build (decision 052).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  transpilePackages: ['@rassam/ai', '@rassam/api', '@rassam/db', '@rassam/i18n'],
  // Native and WASM packages load their own files at run time; bundling them would break that.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'ipx',
    'nodemailer',
    '@ffmpeg-installer/ffmpeg',
    '@techstark/opencv-js',
    'espeak-ng',
    // The API reference serves its browser bundle as a file (packages/api/src/modules/system/docs-page.ts).
    'redoc',
    // Bundles a tour export's viewer at run time (decision 038): a native binary with its own resolver.
    'esbuild',
  ],
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  experimental: {
    // Unknown addresses get a server-rendered 404 document (app/global-not-found.tsx).
    globalNotFound: true,
    // Kept public pages stay in each process's memory (decision 030), not in the build's folder, which
    // every server started from this build would read: one with another address or host (EN_HOST) would
    // answer another's pages.
    isrFlushToDisk: false,
    // Turbopack keeps its work on disk for the next build; a CI machine builds once from a clean clone, and the
    // writing cost it 17 s.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  turbopack: { root: new URL('../..', import.meta.url).pathname },
};

export default withNextIntl(config);
