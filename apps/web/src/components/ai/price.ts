import 'server-only';
import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { offlineIsPreview, type ToolInfo } from '@/lib/ai-tools';

/**
 * What a tool costs, in words of the page's language: the catalogue's rule (per run, per image, per
 * second...) and what a default run costs right now on the provider that would run it.
 */
export async function describePrice(tool: ToolInfo, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  const n = (value: number) => formatNumber(value, locale);
  const rule = tool.price;
  const rules: string[] = [];
  switch (rule.per) {
    case 'run':
      rules.push(t('price.run', { count: rule.coins }));
      break;
    case 'image':
      rules.push(t('price.image', { count: rule.coins }));
      break;
    case 'second':
      rules.push(t('price.second', { count: rule.coins }));
      break;
    case 'kchar':
      rules.push(
        t('price.kchar', {
          coins: n(rule.coins),
          count: rule.coins,
          minimum: n(rule.minimum),
          minimumCount: rule.minimum,
        }),
      );
      break;
    case 'factor':
      for (const [factor, coins] of Object.entries(rule.coins as Record<string, number>)) {
        rules.push(t('price.factor', { factor: n(Number(factor)), count: coins }));
      }
      break;
  }
  const short = !tool.available
    ? t('price.unavailable')
    : tool.cost === 0
      ? t('price.free')
      : t('price.now', { count: tool.cost });
  const offline = offlineIsPreview(tool.slug) ? t('price.offlinePreview') : t('price.offlineReal');
  const note = tool.available && tool.provider === 'offline' ? offline : null;
  return { rules, short, note };
}
