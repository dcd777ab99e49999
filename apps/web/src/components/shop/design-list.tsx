import { formatDate, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { KindIcon } from '@/components/ai/kind-icon';
import type { Design } from '@/components/studio/types';
import { toolCopy } from '@/content/ai-tools';
import { CardLink } from '@/components/ui/card';
import { MetaLine } from '@/components/ui/meta-line';
import { Link } from '@/i18n/navigation';
import { serverApiPage, serverApi } from '@/lib/server-api';
import type { AttachedDesign } from './types';

/**
 * The owner's completed AI designs, the ones the shop shows first: each opens /dashboard/shop/designed-{id}
 * where it is viewed and attached or detached.
 */
export async function DesignList({ locale }: { locale: Locale }) {
  const [t, designs, attached] = await Promise.all([
    getTranslations('shopPanel'),
    serverApiPage<Design>('/designs?status=completed&pageSize=24'),
    serverApi<AttachedDesign[]>('/shops/me/designs'),
  ]);
  const shown = new Set(attached.ok ? attached.data.map((d) => d.designId) : []);
  const items = designs.ok ? [...designs.data].sort((a, b) => Number(shown.has(b.id)) - Number(shown.has(a.id))) : [];
  if (!items.length)
    return (
      <p className="text-sm text-muted-foreground">
        {t('designs.empty')}{' '}
        <Link href="/dashboard/intelligence" className="font-semibold text-link underline">
          {t('designs.toStudio')}
        </Link>
      </p>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="design-list">
      {items.map((design) => {
        const output = design.outputs[0];
        const thumb = output?.kind === 'image' ? output.url : output?.thumbnailUrl;
        const name = toolCopy(design.tool, locale).name;
        return (
          <li key={design.id}>
            <CardLink href={`/dashboard/shop/designed-${design.id}`} className="overflow-hidden p-0 sm:p-0">
              <span className="block aspect-square bg-muted">
                {thumb ? (
                  <img src={thumb} alt="" loading="lazy" className="size-full object-cover" />
                ) : output ? (
                  <span className="grid size-full place-items-center text-link">
                    <KindIcon kind={output.kind} className="size-10" />
                  </span>
                ) : null}
              </span>
              <span className="block space-y-1 p-2.5">
                <span className="block truncate text-sm font-semibold">{name}</span>
                <MetaLine>
                  {formatDate(design.createdAt, locale)}
                  {shown.has(design.id) ? <Badge tone="success">{t('designs.attached')}</Badge> : null}
                </MetaLine>
              </span>
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}
