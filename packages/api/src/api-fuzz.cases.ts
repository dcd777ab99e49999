import type { Database } from '@rassam/db';
import { sql } from 'drizzle-orm';

/**
 * Bad requests for every operation of an OpenAPI 3.1 document, generated from the operation's own
 * schemas (parameters and JSON request body), for api-fuzz.test.ts. Deterministic: every random choice
 * comes from one seeded generator, so a failure found once is found again.
 */

type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
}

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType?: string; text: string }
  | { kind: 'form'; fields: FormField[] };
export type FormField = [name: string, value: string | { bytes: Uint8Array; name: string; type: string }];

export interface FuzzRequest {
  /** What was changed from the baseline, for the failure report. */
  label: string;
  method: string;
  /** Already encoded: the raw path and query string as sent. */
  url: string;
  headers: Record<string, string>;
  body?: FuzzBody;
}

export interface FuzzOperation {
  method: string;
  path: string;
  baseline: FuzzRequest;
  /** Every bad request, baseline first: the caller may send only the first few to a gated route. */
  cases: FuzzRequest[];
}

/** mulberry32: a tiny seeded generator, enough to pick values reproducibly. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE_TEXT = 'x'.repeat(100 * 1024);
/** Under the JSON body limit, so it reaches the schema rather than stopping at 413. */
const LONG_TEXT = 'ق'.repeat(5000);

/** Text a person or an attacker may type; the first ones are sent to every string slot. */
const TEXTS_ALWAYS = ['a\u0000b', '\u0001\u001b\u001f\u007f\u0085\u009b', '\ud800x', LONG_TEXT];
const TEXTS_SOME = [
  '',
  '   ',
  'tab\there\r\nnew line',
  '../../etc/passwd',
  '%00',
  '۱۲۳',
  '١٢٣',
  '-1',
  '1.5',
  '99999999999999999999',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u202egnp.exe',
  '\ufeff',
];
const NUMBERS_ALWAYS: unknown[] = [-1, 1.5, 1e20, '۱۲', '١٢'];
const NUMBERS_SOME: unknown[] = [
  0,
  -0.5,
  -1e20,
  2 ** 31,
  2 ** 53 + 2,
  '1.5',
  '-1',
  '۱٫۵',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '1e400',
  '\u0000',
];
const WRONG_TYPES: unknown[] = [null, true, 'text', 123, [], {}, [1, 2]];

/** Query and path values are text: the same attacks, written as they travel in a URL (already encoded). */
const URL_ALWAYS = [
  'a%00b',
  '%01%1B%1F%7F%C2%85%C2%9B',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '1.5',
  '-1',
  '99999999999999999999',
];
const URL_SOME = [
  '%00',
  '..',
  '%2e%2e',
  '%FF%FE',
  encodeURIComponent('۱۲'),
  encodeURIComponent('١٢'),
  encodeURIComponent('۱٫۵'),
  'x'.repeat(100 * 1024),
  'NaN',
  '1e400',
  '%2500',
  encodeURIComponent("' OR 1=1 --"),
  '%20',
  'true',
];

export interface GenerateOptions {
  seed: number;
  /** How many of the optional bad values each slot gets besides the ones it always gets. */
  extraPerSlot: number;
}

export function generateOperations(doc: Doc, options: GenerateOptions): FuzzOperation[] {
  const random = seededRandom(options.seed);
  const pick = <T>(values: readonly T[], n: number): T[] => {
    const pool = [...values];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return out;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };

  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    for (let i = 0; typeof s.$ref === 'string' && i < 10; i++) {
      const name = (s.$ref as string).replace('#/components/schemas/', '');
      s = doc.components?.schemas?.[name] ?? {};
    }
    return s;
  };
  const typesOf = (schema: Schema): string[] => {
    const s = resolve(schema);
    if (Array.isArray(s.anyOf ?? s.oneOf))
      return ((s.anyOf ?? s.oneOf) as Schema[]).flatMap((branch) => typesOf(branch));
    if (Array.isArray(s.type)) return s.type as string[];
    if (typeof s.type === 'string') return [s.type];
    if (s.properties || s.additionalProperties) return ['object'];
    if (Array.isArray(s.enum)) return [typeof s.enum[0]];
    return [];
  };

  /** A value the schema most likely accepts: its example, else the simplest one of its type. */
  const sample = (schema: Schema | undefined, depth = 0): unknown => {
    const s = resolve(schema);
    if ('example' in s) return s.example;
    if ('default' in s) return s.default;
    if (Array.isArray(s.enum)) return s.enum[0];
    if ('const' in s) return s.const;
    const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
    if (branches) return sample(branches.find((b) => resolve(b).type !== 'null') ?? branches[0], depth);
    const type = typesOf(s).find((ty) => ty !== 'null');
    switch (type) {
      case 'string':
        if (s.format === 'uuid') return uuid();
        if (s.format === 'email') return 'fuzz@example.com';
        if (s.format === 'date') return '2026-01-31';
        if (s.format === 'date-time') return '2026-01-31T10:00:00Z';
        if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
        return 'fuzz'.padEnd(Number(s.minLength ?? 0), 'z');
      case 'integer':
      case 'number':
        return Math.max(Number(s.minimum ?? 1), 1);
      case 'boolean':
        return true;
      case 'array':
        return Number(s.minItems ?? 0) > 0 && depth < 4 ? [sample(s.items as Schema, depth + 1)] : [];
      case 'object': {
        const required = new Set((s.required as string[] | undefined) ?? []);
        const out: Record<string, unknown> = {};
        for (const [key, property] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
          const p = resolve(property);
          if (required.has(key) || 'example' in p) out[key] = sample(p, depth + 1);
        }
        return out;
      }
      default:
        return 'fuzz';
    }
  };

  /** Bad values for one slot of a JSON body, chosen by the slot's type. */
  const badValues = (schema: Schema, depth: number): unknown[] => {
    const types = new Set(typesOf(schema));
    const s = resolve(schema);
    const values: unknown[] = [];
    // Each slot gets every value of its type's "always" list, and a few drawn from the rest and from
    // the wrong types: over the whole document every kind is sent, without multiplying the requests.
    const others: unknown[] = [...WRONG_TYPES];
    if (types.has('string') || types.size === 0) {
      values.push(...TEXTS_ALWAYS);
      others.push(...TEXTS_SOME);
    }
    if (types.has('integer') || types.has('number')) {
      values.push(...NUMBERS_ALWAYS);
      others.push(...NUMBERS_SOME);
    }
    if (types.has('boolean')) values.push('true', 1);
    if (types.has('array')) {
      const item = resolve(s.items as Schema);
      values.push(
        Array.from({ length: Number(s.maxItems ?? 50) + 1 }, () => sample(item)),
        ...pick(badValues(item, depth + 1), 3).map((bad) => [bad]),
      );
    }
    if (types.has('object') && !s.properties) {
      // An open record (a tool's input, attributes): bad values under a plausible key, and bad keys.
      values.push({ prompt: 'a\u0000b' }, { 'a\u0000b': 'x' }, { prompt: LONG_TEXT }, { prompt: { nested: '\u0001' } });
    }
    values.push(...pick(others, options.extraPerSlot));
    return values;
  };

  const operations: FuzzOperation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const headerParams = parameters.filter((p) => p.in === 'header');
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const isForm = 'multipart/form-data' in content;

      const pathValues = Object.fromEntries(
        pathParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))] as const),
      );
      const queryValues: [string, string][] = queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]);
      const headers = Object.fromEntries(headerParams.map((p) => [p.name, uuid()]));
      const jsonBaseline = jsonSchema ? sample(jsonSchema) : undefined;

      const build = (
        label: string,
        change: {
          path?: Record<string, string>;
          query?: [string, string][];
          headers?: Record<string, string>;
          body?: FuzzBody | null;
        } = {},
      ): FuzzRequest => {
        const values = { ...pathValues, ...change.path };
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
        const query = change.query ?? queryValues;
        const url = query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
        const body =
          change.body === null
            ? undefined
            : (change.body ??
              (jsonSchema
                ? { kind: 'json' as const, value: jsonBaseline }
                : isForm
                  ? { kind: 'form' as const, fields: [['file', pngFile()]] as FormField[] }
                  : undefined));
        return { label, method: method.toUpperCase(), url, headers: { ...headers, ...change.headers }, body };
      };

      const baseline = build('baseline');
      const cases: FuzzRequest[] = [baseline];
      // The first few go to every operation, gated or not: bad text in the URL before any check.
      for (const p of pathParams) cases.push(build(`path ${p.name}=a%00b`, { path: { [p.name]: 'a%00b' } }));
      for (const p of queryParams)
        cases.push(build(`query ${p.name}=%00`, { query: [...queryValues, [p.name, '%00']] }));

      for (const p of pathParams) {
        for (const value of [...URL_ALWAYS, ...pick(URL_SOME, options.extraPerSlot), encodeURIComponent(uuid())])
          cases.push(build(`path ${p.name}=${short(value)}`, { path: { [p.name]: value } }));
      }
      for (const p of queryParams) {
        const others = queryValues.filter(([k]) => k !== p.name);
        for (const value of [...URL_ALWAYS, ...pick(URL_SOME, options.extraPerSlot)])
          cases.push(build(`query ${p.name}=${short(value)}`, { query: [...others, [p.name, value]] }));
        cases.push(build(`query ${p.name} twice`, { query: [...others, [p.name, '1'], [p.name, '2']] }));
        if (p.required) cases.push(build(`query ${p.name} missing`, { query: others }));
      }
      if (queryParams.length || method === 'get')
        cases.push(build('unknown query parameter', { query: [...queryValues, ['fuzz%00', '%00']] }));
      for (const p of headerParams) {
        for (const value of ['', 'x'.repeat(1000), '../..', 'a b', '%00'])
          cases.push(build(`header ${p.name}=${short(value)}`, { headers: { [p.name]: value } }));
      }

      if (jsonSchema) {
        const json = (value: unknown): FuzzBody => ({ kind: 'json', value });
        cases.push(build('no body', { body: null }));
        cases.push(build('body not JSON', { body: { kind: 'raw', contentType: 'application/json', text: '{"a":' } }));
        cases.push(build('body as text/plain', { body: { kind: 'raw', contentType: 'text/plain', text: '{}' } }));
        for (const value of [{}, [], null])
          cases.push(build(`body ${short(JSON.stringify(value))}`, { body: json(value) }));
        if (isObject(jsonBaseline)) {
          cases.push(build('unknown field', { body: json({ ...jsonBaseline, fuzz: 'a\u0000b' }) }));
          cases.push(build('unknown field with a NUL in its name', { body: json({ ...jsonBaseline, 'a\u0000b': 1 }) }));
          const s = resolve(jsonSchema);
          // Over the JSON body limit wherever it is put: one field is enough.
          cases.push(build('a 100 KB text', { body: json({ ...jsonBaseline, [firstKey(s)]: HUGE_TEXT }) }));
          for (const key of (s.required as string[] | undefined) ?? []) {
            const { [key]: _dropped, ...rest } = jsonBaseline;
            cases.push(build(`missing ${key}`, { body: json(rest) }));
          }
          const slots = (schema: Schema, prefix: string[], depth: number): [string[], Schema][] =>
            Object.entries((resolve(schema).properties ?? {}) as Record<string, Schema>).flatMap(([key, property]) => {
              const p = resolve(property);
              const here: [string[], Schema] = [[...prefix, key], p];
              return depth < 1 && p.properties ? [here, ...slots(p, [...prefix, key], depth + 1)] : [here];
            });
          for (const [path, property] of slots(jsonSchema, [], 0)) {
            for (const bad of badValues(property, path.length)) {
              cases.push(
                build(`${path.join('.')}=${short(safeJson(bad))}`, { body: json(setIn(jsonBaseline, path, bad)) }),
              );
            }
          }
        }
      }
      if (isForm) {
        const form = (fields: FormField[]): FuzzBody => ({ kind: 'form', fields });
        cases.push(build('upload: no body', { body: null }));
        cases.push(build('upload: JSON instead of a form', { body: { kind: 'json', value: { file: 'x' } } }));
        cases.push(build('upload: no file', { body: form([['other', 'x']]) }));
        cases.push(build('upload: file as text', { body: form([['file', 'a\u0000b']]) }));
        cases.push(
          build('upload: empty file', {
            body: form([['file', { bytes: new Uint8Array(0), name: 'e.png', type: 'image/png' }]]),
          }),
        );
        cases.push(
          build('upload: junk bytes named .png', {
            body: form([
              [
                'file',
                {
                  bytes: Uint8Array.from({ length: 64 }, () => Math.floor(random() * 256)),
                  name: 'a.png',
                  type: 'image/png',
                },
              ],
            ]),
          }),
        );
        cases.push(
          build('upload: NUL in the file name', { body: form([['file', { ...pngFile(), name: 'a\u0000b.png' }]]) }),
        );
        cases.push(
          build('upload: two files', {
            body: form([
              ['file', pngFile()],
              ['file', pngFile()],
            ]),
          }),
        );
        cases.push(
          build('upload: multipart without a boundary', {
            body: { kind: 'raw', contentType: 'multipart/form-data', text: '--x\r\n\r\n' },
          }),
        );
      }
      operations.push({ method: method.toUpperCase(), path: template, baseline, cases });
    }
  }
  return operations;
}

function firstKey(schema: Schema): string {
  return Object.keys((schema.properties ?? {}) as object)[0] ?? 'text';
}

/** The smallest well-formed PNG (1×1): a baseline upload that the sniffing accepts. */
function pngFile() {
  const bytes = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return { bytes, name: 'pixel.png', type: 'image/png' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setIn(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  const inner = base[head!];
  return { ...base, [head!]: rest.length ? setIn(isObject(inner) ? inner : {}, rest, value) : value };
}

function safeJson(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
}

function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

/**
 * Every text or JSON column of the database that holds a control character after the walk, as
 * "table.column": what the refused requests must never have left behind. (NUL cannot be stored at all;
 * JSON keeps the other C0 controls as \u escapes.)
 */
export async function columnsWithControlCharacters(db: Database): Promise<string[]> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const text = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    // PostgreSQL regular expressions, passed as values: the controls themselves, and JSON's \u escapes of them.
    const raw = sql`${text} ~ ${'[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f]'}`;
    const escaped = sql`${text} ~* ${'\\\\u00([01][0-9a-f]|7f)'}`;
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`select count(*) as n from ${sql.identifier(table)} where ${type.startsWith('json') ? sql`${raw} or ${escaped}` : raw}`,
      ),
    );
    if (Number(row?.n) > 0) found.push(`${table}.${column}`);
  }
  return found.sort();
}
