/**
 * Characters no text of ours holds: the C0 controls but tab, line feed and carriage return; DEL; the C1
 * controls; and a UTF-16 surrogate without its pair. PostgreSQL refuses NUL in text and unpaired
 * surrogates in jsonb (a 500 before this check), and the rest are invisible junk a person never types.
 * Format characters (ZWNJ, the bidi marks) are not controls here: Persian text needs them.
 */
// No `u` flag: the pattern must see a string's UTF-16 halves, which the flag would pair into code points.
const CONTROL =
  // Matching control characters is this pattern's whole purpose.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The fields (dotted paths, as zod names them) of an already validated input whose text, or whose key,
 * holds a control character. Only plain objects and arrays are walked: a File of a form is bytes.
 */
export function fieldsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path.join('.') || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsWithControlCharacters(item, [...path, String(i)]));
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    hasControlCharacters(key)
      ? [[...path, key.replace(new RegExp(CONTROL.source, 'g'), '\uFFFD')].join('.')]
      : fieldsWithControlCharacters(item, [...path, key]),
  );
}
