import 'server-only';
import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fieldCopy, optionCopy } from '@/content/ai-fields';
import { toolCopy } from '@/content/ai-tools';
import { publicApi } from '@/lib/server-api';
import type { FormCopy } from './design-form';
import { fieldsOf } from './schema-form';
import type { ToolInfo } from './types';

/** The catalogue as the API gives it (asked once per request). */
export const loadTools = cache(async (): Promise<ToolInfo[]> => {
  const result = await publicApi<ToolInfo[]>('/tools');
  if (!result.ok) throw new Error(result.message || result.code);
  return result.data;
});

/** The tool of a `[tool]` segment; anything else is the 404 page. */
export async function toolOr404(slug: string): Promise<ToolInfo> {
  const tool = (await loadTools()).find((t) => t.slug === slug);
  if (!tool) notFound();
  return tool;
}

export const toolName = (slug: string, locale: Locale) => toolCopy(slug, locale).name;

/** Every label a tool's form shows, resolved here so that the copy files stay out of the browser's bundle. */
export function formCopyOf(tool: ToolInfo, locale: Locale): FormCopy {
  const fields = fieldsOf(tool);
  return {
    toolName: toolName(tool.slug, locale),
    fields: Object.fromEntries(
      fields.map((field) => {
        const copy = fieldCopy(tool.slug, field.name, locale);
        // The schema's own description (English) only where the copy has no help of its own, in English.
        return [field.name, { ...copy, help: copy.help ?? (locale === 'en' ? field.help : undefined) }];
      }),
    ),
    options: Object.fromEntries(
      fields.flatMap((field) =>
        field.kind === 'choice'
          ? [[field.name, Object.fromEntries(field.options.map((o) => [String(o), optionCopy(field.name, o, locale)]))]]
          : [],
      ),
    ),
  };
}

/** Names of every tool, for cards and menus in client components. */
export async function toolNames(locale: Locale): Promise<Record<string, string>> {
  return Object.fromEntries((await loadTools()).map((t) => [t.slug, toolName(t.slug, locale)]));
}
