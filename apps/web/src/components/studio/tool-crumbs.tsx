import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { historyPath, studioPath } from './paths';

/** The trail of a page inside one tool (its form, a result): the studio, the tool's history, this page. */
export function ToolCrumbs(props: { label: string; hub: string; tool: string; slug: string; current: ReactNode }) {
  return (
    <Breadcrumbs
      label={props.label}
      className="mb-2"
      items={[
        { label: props.hub, href: studioPath },
        { label: props.tool, href: historyPath(props.slug) },
        { label: props.current },
      ]}
    />
  );
}
