import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ListingKind } from './paths';

/** The name of each kind of listing, as the market's sections call them. */
export async function kindLabels(): Promise<Record<ListingKind, string>> {
  const t = await getTranslations('marketPages');
  return { place: t('kinds.places'), service: t('kinds.service'), item: t('kinds.shop') };
}
