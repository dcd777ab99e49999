/**
 * The studio's form is built from each tool's input JSON Schema (GET /api/tools): no page knows a tool.
 * These are the pure parts: which control a property gets, its starting value, the client-side checks
 * and the body sent to the API.
 */
import type { FileKind, JsonSchema, ToolInfo } from './types';

export type FieldSpec =
  | { name: string; kind: 'file'; required: boolean; accept: FileKind; multiple: number; help?: string }
  | { name: string; kind: 'mask'; required: boolean; target: string; help?: string }
  | {
      name: string;
      kind: 'text';
      required: boolean;
      multiline: boolean;
      minLength?: number;
      maxLength?: number;
      help?: string;
    }
  | { name: string; kind: 'choice'; required: boolean; options: (string | number)[]; help?: string }
  | {
      name: string;
      kind: 'number';
      required: boolean;
      integer: boolean;
      min?: number;
      max?: number;
      slider: boolean;
      advanced: boolean;
      help?: string;
    }
  | { name: string; kind: 'boolean'; required: boolean; help?: string };

export type FormValues = Record<string, unknown>;

/** JSON Schema writes unbounded integers as ±2^53-1; those are no bounds at all. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

const MULTILINE = new Set(['prompt', 'text', 'negativePrompt']);

function choicesOf(schema: JsonSchema): (string | number)[] | null {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum;
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0 && schema.anyOf.every((s) => s.const !== undefined)) {
    return schema.anyOf.map((s) => s.const!);
  }
  return null;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** The controls of a tool's form, in the schema's order; a seed goes last, among the advanced options. */
export function fieldsOf(tool: Pick<ToolInfo, 'inputSchema' | 'files'>): FieldSpec[] {
  const properties = tool.inputSchema.properties ?? {};
  const required = new Set(tool.inputSchema.required ?? []);
  const fileFields = Object.keys(tool.files);
  const fields: FieldSpec[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    const base = { name, required: required.has(name), help: schema.description };
    const fileKind = tool.files[name];
    if (fileKind) {
      // A mask is painted over the tool's first other picture, not uploaded.
      const target = fileFields.find((other) => other !== name && tool.files[other] === 'image');
      if (name === 'mask' && target) fields.push({ ...base, kind: 'mask', target });
      else
        fields.push({
          ...base,
          kind: 'file',
          accept: fileKind,
          multiple: typeOf(schema) === 'array' ? (schema.maxItems ?? 4) : 1,
        });
      continue;
    }
    const choices = choicesOf(schema);
    if (choices) {
      fields.push({ ...base, kind: 'choice', options: choices });
      continue;
    }
    const type = typeOf(schema);
    if (type === 'integer' || type === 'number') {
      const min = bound(schema.minimum);
      const max = bound(schema.maximum);
      const advanced = name === 'seed';
      fields.push({
        ...base,
        kind: 'number',
        integer: type === 'integer',
        min,
        max,
        slider: !advanced && min !== undefined && max !== undefined && max - min <= 10_000,
        advanced,
      });
    } else if (type === 'boolean') fields.push({ ...base, kind: 'boolean' });
    else
      fields.push({
        ...base,
        kind: 'text',
        multiline: MULTILINE.has(name) || (schema.maxLength ?? 0) > 200,
        minLength: schema.minLength,
        maxLength: schema.maxLength,
      });
  }
  return [
    ...fields.filter((f) => !(f.kind === 'number' && f.advanced)),
    ...fields.filter((f) => f.kind === 'number' && f.advanced),
  ];
}

/** Starting values: the schema's defaults, then what a previous design or an output brings. */
export function initialValues(fields: FieldSpec[], schema: JsonSchema, prefill: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const fallback = schema.properties?.[field.name]?.default;
    const given = prefill[field.name];
    const value = given !== undefined && given !== null ? given : fallback;
    if (field.kind === 'file') {
      const ids = (Array.isArray(value) ? value : value ? [value] : []).filter(
        (v): v is string => typeof v === 'string',
      );
      values[field.name] = ids.slice(0, field.multiple);
    } else if (field.kind === 'mask') values[field.name] = typeof value === 'string' ? [value] : [];
    else if (field.kind === 'choice')
      values[field.name] = field.options.some((o) => o === value) ? value : (field.options[0] ?? '');
    else if (field.kind === 'number') values[field.name] = typeof value === 'number' ? value : '';
    else if (field.kind === 'boolean') values[field.name] = value === true;
    else values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export type FieldProblem =
  | { code: 'required' }
  | { code: 'tooShort'; min: number }
  | { code: 'tooLong'; max: number }
  | { code: 'range'; min?: number; max?: number }
  | { code: 'integer' };

/** What the browser can tell before asking the server (which checks everything again). */
export function checkValues(fields: FieldSpec[], values: FormValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'file' || field.kind === 'mask') {
      if (field.required && (!Array.isArray(value) || value.length === 0)) problems[field.name] = { code: 'required' };
    } else if (field.kind === 'text') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) {
        if (field.required) problems[field.name] = { code: 'required' };
      } else if (field.minLength !== undefined && text.length < field.minLength)
        problems[field.name] = { code: 'tooShort', min: field.minLength };
      else if (field.maxLength !== undefined && text.length > field.maxLength)
        problems[field.name] = { code: 'tooLong', max: field.maxLength };
    } else if (field.kind === 'number') {
      if (value === '' || value === undefined || value === null) {
        if (field.required) problems[field.name] = { code: 'required' };
        continue;
      }
      const n = Number(value);
      if (!Number.isFinite(n) || (field.integer && !Number.isInteger(n))) problems[field.name] = { code: 'integer' };
      else if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max))
        problems[field.name] = { code: 'range', min: field.min, max: field.max };
    }
  }
  return problems;
}

/** The `input` the API is sent: empty optional values left out, numbers as numbers, one file id or a list. */
export function inputOf(fields: FieldSpec[], values: FormValues): FormValues {
  const input: FormValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'file') {
      const ids = Array.isArray(value) ? (value as string[]) : [];
      if (field.multiple > 1) {
        if (ids.length) input[field.name] = ids;
      } else if (ids[0]) input[field.name] = ids[0];
    } else if (field.kind === 'mask') {
      const ids = Array.isArray(value) ? (value as string[]) : [];
      if (ids[0]) input[field.name] = ids[0];
    } else if (field.kind === 'text') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text) input[field.name] = text;
    } else if (field.kind === 'number') {
      if (value !== '' && value !== undefined && value !== null && Number.isFinite(Number(value)))
        input[field.name] = Number(value);
    } else input[field.name] = value;
  }
  return input;
}

/** `input.prompt` (the API's 422 `fields`) → `prompt`; anything not on the form stays for the form's alert. */
export function fieldErrorsOf(fields: FieldSpec[], apiFields: Record<string, string>) {
  const names = new Set(fields.map((f) => f.name));
  const onField: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(apiFields)) {
    const name = key.replace(/^input\./, '').split('.')[0]!;
    if (names.has(name)) onField[name] = message;
    else rest.push(message);
  }
  return { onField, rest };
}

/** Tools whose form takes a file of `kind` (an output of another design), with the field that takes it. */
export function toolsTaking(
  tools: Pick<ToolInfo, 'slug' | 'files'>[],
  kind: FileKind,
): { tool: string; field: string }[] {
  const out: { tool: string; field: string }[] = [];
  for (const tool of tools) {
    const field = Object.entries(tool.files).find(([name, k]) => k === kind && name !== 'mask')?.[0];
    if (field) out.push({ tool: tool.slug, field });
  }
  return out;
}

/**
 * The shape a picture can be cropped to: the form's own `aspectRatio` (e.g. a video's "16:9") when the
 * tool always has one. An optional one (image-expand's target shape) is what the tool makes, not a frame
 * for the input, so it locks nothing.
 */
export function cropRatioOf(schema: JsonSchema, values: FormValues): string | null {
  const property = schema.properties?.aspectRatio;
  if (!property || property.default === undefined) return null;
  const value = values.aspectRatio;
  return typeof value === 'string' && /^\d+:\d+$/.test(value) ? value : null;
}

/** The mask fields painted over the file field `name`: a new picture there makes their strokes stale. */
export function masksOver(fields: FieldSpec[], name: string): string[] {
  return fields.flatMap((field) => (field.kind === 'mask' && field.target === name ? [field.name] : []));
}
