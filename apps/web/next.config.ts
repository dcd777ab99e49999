import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@rassam/api', '@rassam/db', '@rassam/i18n'],
  // Native and WASM packages load their own files at run time; bundling them would break that.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'ipx', 'nodemailer'],
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  // Unknown addresses get a server-rendered 404 document (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  turbopack: { root: new URL('../..', import.meta.url).pathname },
};

export default withNextIntl(config);
