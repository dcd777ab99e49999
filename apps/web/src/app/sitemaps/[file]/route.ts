import { sitemapFile, sitemapIndex } from '@/lib/sitemap';
import { sitemapIndexXml, urlsetXml } from '@/lib/sitemap-xml';

export const dynamic = 'force-dynamic';

const headers = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, must-revalidate',
};

/**
 * The sitemap (lib/sitemap.ts): `index.xml`, which /sitemap.xml shows (next.config.ts rewrites it here),
 * and the files it names (`pages.xml`, `shops-1.xml`, `listings-1.xml`, …).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'index.xml') return new Response(sitemapIndexXml(await sitemapIndex()), { headers });
  const urls = await sitemapFile(file);
  if (!urls) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(urlsetXml(urls), { headers });
}
