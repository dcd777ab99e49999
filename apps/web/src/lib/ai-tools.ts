import 'server-only';
import type { OutputKind, PriceRule, ToolGroup } from '@rassam/ai';
import { findTool } from '@rassam/ai/catalogue';
import { cache } from 'react';
import { publicApi } from './server-api';

/** A tool as `GET /api/tools` describes it now (availability and cost depend on the configured providers). */
export interface ToolInfo {
  slug: string;
  group: ToolGroup;
  outputKind: OutputKind;
  inputSchema: { properties?: Record<string, JsonProperty>; required?: string[] };
  price: PriceRule;
  files: Record<string, 'image' | 'video' | 'audio'>;
  available: boolean;
  provider: string | null;
  cost: number;
}

export interface JsonProperty {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  description?: string;
  items?: JsonProperty;
  anyOf?: JsonProperty[];
}

export interface SharedOutput {
  url: string;
  mime: string;
  kind: OutputKind;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}

/** A shared result (`GET /api/shared/{slug}`, and the examples). */
export interface SharedDesign {
  slug: string;
  tool: string;
  prompt: string | null;
  provider: string | null;
  model: string | null;
  preview: boolean;
  createdAt: string;
  outputs: SharedOutput[];
  /** The picture an edit started from, when the tool's output shows it anyway (upscale, expand). */
  before: string | null;
}

export const GROUP_ORDER: ToolGroup[] = ['image', 'edit', 'video', '3d', 'audio', 'model'];

export const getAiTools = cache(async (): Promise<ToolInfo[]> => {
  const result = await publicApi<ToolInfo[]>('/tools');
  return result.ok ? result.data : [];
});

export async function getAiTool(slug: string): Promise<ToolInfo | null> {
  return (await getAiTools()).find((tool) => tool.slug === slug) ?? null;
}

export const getExamples = cache(async (tool?: string): Promise<SharedDesign[]> => {
  const result = await publicApi<SharedDesign[]>(tool ? `/examples?tool=${encodeURIComponent(tool)}` : '/examples');
  return result.ok ? result.data : [];
});

/** Whether the offline provider only illustrates this tool (a labelled preview) rather than doing the work. */
export function offlineIsPreview(slug: string): boolean {
  return findTool(slug)?.offline.startsWith('preview-') ?? true;
}

/** The dashboard form of a tool: `/create` for the three 3D generators (the spec's paths), `/new` otherwise. */
export function formPath(slug: string): string {
  const create = ['text-to-3d', 'image-to-3d', 'video-to-3d'].includes(slug);
  return `/dashboard/intelligence/${slug}/${create ? 'create' : 'new'}`;
}
