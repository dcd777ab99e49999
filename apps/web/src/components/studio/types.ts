/** What the generation endpoints answer (issue 4's API contract), as the studio pages read it. */

export type OutputKind = 'image' | 'video' | 'audio' | 'model3d';
export type FileKind = 'image' | 'video' | 'audio';
export type DesignStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled' | 'deleted';

export const SETTLED_STATUSES: readonly DesignStatus[] = ['completed', 'failed', 'cancelled', 'deleted'];
export const isSettled = (status: DesignStatus) => SETTLED_STATUSES.includes(status);

export interface ToolInfo {
  slug: string;
  group: 'image' | 'edit' | 'video' | '3d' | 'audio' | 'model';
  outputKind: OutputKind;
  inputSchema: JsonSchema;
  price: Record<string, unknown>;
  files: Record<string, FileKind>;
  available: boolean;
  provider: string | null;
  cost: number;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: (string | number)[];
  anyOf?: JsonSchema[];
  const?: string | number;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  format?: string;
  description?: string;
}

export interface DesignOutput {
  id: string;
  url: string;
  mime: string;
  kind: OutputKind;
  size?: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}

export interface Design {
  id: string;
  tool: string;
  status: DesignStatus;
  progress: number;
  cost: number;
  input: Record<string, unknown>;
  seed: number;
  provider: string | null;
  model: string | null;
  preview: boolean;
  error: { code: string } | null;
  refunded: boolean;
  share: { slug: string; url: string; showPrompt: boolean } | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  outputs: DesignOutput[];
}

export interface UploadedFile {
  id: string;
  url: string;
  mime: string;
  kind: FileKind;
  size: number;
  width?: number;
  height?: number;
}

/** One live state change of a design (the `design` server-sent event). */
export interface DesignEvent {
  id: string;
  status: DesignStatus;
  progress: number;
}
