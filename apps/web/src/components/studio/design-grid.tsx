'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useRouter } from '@/i18n/navigation';
import type { InputTarget } from './design-actions';
import { DesignCard } from './design-card';
import { useLiveDesigns } from './live';
import type { Design, FileKind } from './types';

/** A grid of designs whose running cards follow their progress live (SSE, or polling). */
export function DesignGrid({
  designs: initial,
  toolNames,
  targets,
  emptyText,
}: {
  designs: Design[];
  /** What an empty grid says (a filtered list says so). */
  emptyText?: string;
  toolNames: Record<string, string>;
  targets: Partial<Record<FileKind, InputTarget[]>>;
}) {
  const t = useTranslations('studio');
  const router = useRouter();
  const [designs, setDesigns] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // New rows from the server (a page change, a refresh) replace the local copy.
  if (seen !== initial) {
    setSeen(initial);
    setDesigns(initial);
  }
  const patch = (id: string, change: Partial<Design>) =>
    setDesigns((list) => list.map((d) => (d.id === id ? { ...d, ...change } : d)));
  useLiveDesigns(designs, patch);

  if (designs.length === 0) return <EmptyState title={emptyText ?? t('history.empty')} headingLevel={2} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label={t('history.list')}>
      {designs.map((design) => (
        <DesignCard
          key={design.id}
          design={design}
          toolName={toolNames[design.tool] ?? design.tool}
          targets={targets}
          onChange={(change) => patch(design.id, change)}
          onDeleted={() => {
            setDesigns((list) => list.filter((d) => d.id !== design.id));
            router.refresh();
          }}
        />
      ))}
    </ul>
  );
}
