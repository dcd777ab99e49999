'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { DesignActions, type InputTarget } from './design-actions';
import { DesignProgress, DesignStatusChip } from './design-card';
import { followDesign } from './live';
import { historyPath } from './paths';
import { isSettled, type Design, type FileKind } from './types';

/** The live part of a result page: status, progress and actions; the page reloads its data once it settles. */
export function ResultLive({
  design: initial,
  toolName,
  targets,
}: {
  design: Design;
  toolName: string;
  targets: Partial<Record<FileKind, InputTarget[]>>;
}) {
  const t = useTranslations('studio');
  const router = useRouter();
  const [design, setDesign] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setDesign(initial);
  }

  useEffect(() => {
    if (isSettled(initial.status)) return;
    return followDesign(
      initial.id,
      (event) => setDesign((d) => ({ ...d, status: event.status, progress: event.progress })),
      // The settled design (outputs included) at once; the refresh brings the viewer that shows them.
      (settled) => {
        if (settled) setDesign(settled);
        router.refresh();
      },
    );
  }, [initial.id, initial.status, router]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        <DesignStatusChip design={design} />
      </div>
      <DesignProgress design={design} label={t('progress', { name: toolName })} />
      <DesignActions
        design={design}
        targets={targets}
        onChange={(patch) => setDesign((d) => ({ ...d, ...patch }))}
        onDeleted={() => {
          router.push(historyPath(design.tool));
          router.refresh();
        }}
      />
    </div>
  );
}
