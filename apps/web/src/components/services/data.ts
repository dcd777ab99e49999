import 'server-only';
import { cache } from 'react';
import { publicApi } from '@/lib/server-api';
import type { ServiceDetail, ServiceTree } from './catalogue';

/**
 * The catalogue's reads for its public pages, as nobody in particular (the pages are cached and the same for
 * everyone). A failure other than "no such service" throws: the error page is not kept as the page.
 */
export const catalogueTree = cache(async (): Promise<ServiceTree> => {
  const result = await publicApi<ServiceTree>('/services');
  if (!result.ok) throw new Error(`GET /services: ${result.code}`);
  return result.data;
});

/** One enabled service by its slug; null when nobody has the slug or it is disabled (the 404 page). */
export const catalogueService = cache(async (slug: string): Promise<ServiceDetail | null> => {
  const result = await publicApi<ServiceDetail>(`/services/${encodeURIComponent(slug)}`);
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Error(`GET /services/${slug}: ${result.code}`);
});
