import { getEnv } from '@rassam/api/env';
import type { MetadataRoute } from 'next';

export const dynamic = 'force-dynamic';

/** Public pages are for search engines; accounts, the dashboard and the API are not. */
export default function robots(): MetadataRoute.Robots {
  const { siteOrigin } = getEnv();
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/auth', '/en/auth', '/dashboard', '/en/dashboard', '/_ipx/'] },
    ],
    sitemap: `${siteOrigin}/sitemap.xml`,
  };
}
