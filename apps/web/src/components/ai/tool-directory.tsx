'use client';

import { useId, useMemo, useState } from 'react';
import { SectionHeading } from '@/components/content/section-heading';
import { CardLink } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { ResultThumbnail } from './kind-icon';

export interface DirectoryTool {
  slug: string;
  href: string;
  name: string;
  tagline: string;
  /** Already formatted for the page's language (e.g. «۴ سکه», "Free right now"). */
  price: string;
  keywords: string[];
  thumbnail: string | null;
  available: boolean;
  kind: 'image' | 'video' | 'audio' | 'model3d';
}

export interface DirectoryGroup {
  key: string;
  name: string;
  description: string;
  tools: DirectoryTool[];
}

/** Folds case, Arabic letter forms and digits, so «كيك» finds «کیک» and "REMOVE" finds "remove". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u064B-\u065F\u200C]/g, '')
    .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
}

/**
 * Every tool, grouped, with a search that filters as you type (names, taglines and search words of the
 * page's language, and the slug). Rendered on the server too: without JavaScript all tools are listed.
 */
export function ToolDirectory({
  groups,
  labels,
}: {
  groups: DirectoryGroup[];
  /** `found[n]`: the sentence announced when n tools match (none too), in the page's language and digits. */
  labels: { search: string; placeholder: string; noMatch: string; found: string[] };
}) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const visible = useMemo(() => {
    const words = normalise(query).split(/\s+/).filter(Boolean);
    if (!words.length) return groups;
    return groups
      .map((group) => ({
        ...group,
        tools: group.tools.filter((tool) => {
          const haystack = normalise([tool.slug, tool.name, tool.tagline, group.name, ...tool.keywords].join(' '));
          return words.every((word) => haystack.includes(word));
        }),
      }))
      .filter((group) => group.tools.length > 0);
  }, [groups, query]);
  const foundCount = visible.reduce((sum, group) => sum + group.tools.length, 0);

  return (
    <div>
      <div className="mx-auto max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          {labels.search}
        </label>
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.placeholder}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {labels.found[foundCount]}
      </p>
      {visible.length === 0 ? <p className="mt-10 text-center text-muted-foreground">{labels.noMatch}</p> : null}
      {visible.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="mt-12">
          <SectionHeading id={`group-${group.key}`} size="md">
            {group.name}
          </SectionHeading>
          <p className="mt-1 text-muted-foreground">{group.description}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {group.tools.map((tool) => (
              <li key={tool.slug}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A card's width in the grid below: one column on a phone, then two, three and four in the page's 80rem. */
const TOOL_CARD_SIZES =
  '(min-width: 1280px) 19rem, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)';

function ToolCard({ tool }: { tool: DirectoryTool }) {
  return (
    // Twenty-seven cards would mean twenty-seven prefetches on arrival; a card is fetched when followed.
    <CardLink href={tool.href} prefetch={false} className="flex h-full flex-col overflow-hidden p-0 sm:p-0">
      <div className="relative aspect-[16/10] overflow-hidden">
        {/* The API serves the thumbnails at the card's widths itself; the image proxy would only add a hop. */}
        <ResultThumbnail src={tool.thumbnail} alt="" kind={tool.kind} sizes={TOOL_CARD_SIZES} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold">{tool.name}</h3>
        <p className="mt-1 flex-1 text-sm text-muted-foreground">{tool.tagline}</p>
        <p className={cn('mt-3 text-sm font-semibold', tool.available ? 'text-link' : 'text-muted-foreground')}>
          {tool.price}
        </p>
      </div>
    </CardLink>
  );
}
