import { getEnv } from '@rassam/api/env';
import type { MetadataRoute } from 'next';
import { routeManifest } from '@/routes/manifest';

export const dynamic = 'force-dynamic';

/** Public pages that exist, in both languages, with each other as alternates (layout `none`). */
export default function sitemap(): MetadataRoute.Sitemap {
  const env = getEnv();
  const faUrl = (path: string) => `${env.siteOrigin}${path}`;
  const enUrl = (path: string) =>
    env.EN_HOST ? `${env.englishOrigin}${path}` : `${env.siteOrigin}${path === '/' ? '/en' : `/en${path}`}`;
  return routeManifest
    .filter(
      (route) =>
        route.built &&
        !route.redirect &&
        route.guards.length === 0 &&
        !route.path.includes('{') &&
        route.layout !== 'none',
    )
    .flatMap((route) => {
      const alternates = { languages: { fa: faUrl(route.path), en: enUrl(route.path) } };
      return [
        {
          url: faUrl(route.path),
          alternates,
          changeFrequency: 'weekly' as const,
          priority: route.path === '/' ? 1 : 0.6,
        },
        {
          url: enUrl(route.path),
          alternates,
          changeFrequency: 'weekly' as const,
          priority: route.path === '/' ? 0.9 : 0.5,
        },
      ];
    });
}
