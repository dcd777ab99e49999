'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import type { MapPoint } from './types';

/**
 * The listings that share one pin, in the pin's popup: each one's title links to its page. It takes the
 * focus when it opens (its heading is read out first, the links follow with Tab), and Escape closes it.
 */
export function StackCard({ points, dir, onEscape }: { points: MapPoint[]; dir: 'rtl' | 'ltr'; onEscape: () => void }) {
  const t = useTranslations('marketMap');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section
      dir={dir}
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onEscape();
      }}
      className="pe-5 text-start text-slate-900"
      data-testid="map-stack"
    >
      {/* Focused by script only, to be read out: no ring (the site's :focus-visible outline is unlayered). */}
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-sm leading-6 font-semibold outline-none">
        {t('stack', { count: points.length })}
      </h2>
      <ul className="mt-1 max-h-56 divide-y divide-slate-200 overflow-y-auto">
        {points.map((point) => (
          <li key={point.id} data-listing={point.id} className="py-1.5">
            <Link href={point.href} className="text-sm leading-6 font-semibold text-brand-700 hover:underline">
              {point.title}
            </Link>
            <p className="text-xs text-slate-600">{point.shop}</p>
            {point.price && <p className="text-xs font-medium">{point.price}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
