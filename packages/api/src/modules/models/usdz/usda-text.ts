/**
 * Writing values into USD's text format (usda). Everything that comes from a user's file passes
 * through here: a glTF name can hold quotes, newlines or Persian letters, and one unescaped character
 * makes the whole layer unreadable, which Quick Look shows as nothing at all.
 */

/** A string literal: `"..."` with backslash escapes for the characters that would end or break it. */
export function usdString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    // Other control characters have no short escape; USD's lexer reads \xNN.
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/**
 * An asset path `@...@`. Ours are package-relative names we made (see `safeFileName`), so anything
 * outside a conservative set is a bug, not input to escape.
 */
export function usdAsset(path: string): string {
  if (!/^[A-Za-z0-9_./-]+$/.test(path)) throw new Error(`usda: unsafe asset path ${path}`);
  return `@${path}@`;
}

/** USD prim names are C identifiers: letters, digits and `_`, not starting with a digit. */
export function isUsdIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/**
 * A prim name made from any glTF name: ASCII letters and digits kept, runs of anything else become
 * one `_`, at most 48 characters. A name with nothing ASCII left (a Persian name, say) takes the
 * fallback, so prims read `Node_3` rather than `___`; the original stays in customData.
 */
export function toUsdIdentifier(name: string | undefined, fallback: string): string {
  let id = (name ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 48);
  if (!/[A-Za-z0-9]/.test(id)) id = fallback;
  if (/^[0-9]/.test(id)) id = `_${id}`;
  return id;
}

/** Hands out identifiers unique among one prim's children (USD refuses two siblings of one name). */
export class SiblingNames {
  private readonly used = new Set<string>();

  take(name: string | undefined, fallback: string): string {
    const base = toUsdIdentifier(name, fallback);
    let candidate = base;
    for (let n = 2; this.used.has(candidate); n++) candidate = `${base}_${n}`;
    this.used.add(candidate);
    return candidate;
  }
}

/**
 * A float as usda text: seven significant digits (what a 32-bit float holds) without trailing
 * zeros; NaN and infinities, which USD's parser accepts but no renderer survives, become 0.
 */
export function usdFloat(value: number): string {
  if (!Number.isFinite(value)) return '0';
  if (Number.isInteger(value)) return String(value);
  const text = value.toPrecision(7);
  // toPrecision may answer "1.500000" or "1.234500e-7": trim zeros of the mantissa only.
  const [mantissa, exponent] = text.split('e');
  const trimmed = mantissa!.includes('.') ? mantissa!.replace(/\.?0+$/, '') : mantissa!;
  return exponent === undefined ? trimmed : `${trimmed}e${exponent}`;
}

/** `(a, b, c)` */
export function usdTuple(values: ArrayLike<number>): string {
  let out = '(';
  for (let i = 0; i < values.length; i++) out += (i ? ', ' : '') + usdFloat(values[i]!);
  return `${out})`;
}

/**
 * A unit-range value (a normal's component) to four decimals: 0.0001 is far below what shading can
 * show, and the shorter text takes about 8 % off a million-triangle layer.
 */
export function usdUnitFloat(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 1e4) / 1e4) : '0';
}

/** `[(x, y, z), ...]` from a flat array of `size`-tuples, built in chunks: meshes reach millions of values. */
export function usdTupleArray(
  values: ArrayLike<number>,
  size: number,
  format: (value: number) => string = usdFloat,
): string {
  const parts: string[] = [];
  const count = Math.floor(values.length / size);
  for (let i = 0; i < count; i++) {
    let tuple = '(';
    for (let c = 0; c < size; c++) tuple += (c ? ', ' : '') + format(values[i * size + c]!);
    parts.push(`${tuple})`);
  }
  return `[${parts.join(', ')}]`;
}

/** `[1, 2, 3]` for integers. */
export function usdIntArray(values: ArrayLike<number>): string {
  return `[${Array.prototype.join.call(values, ', ')}]`;
}

/**
 * A small indenting writer; the layer is assembled as a list of lines and joined once, which keeps a
 * million-triangle mesh from being copied string by string.
 */
export class UsdaWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  line(text: string): this {
    this.lines.push('    '.repeat(this.depth) + text);
    return this;
  }

  /** `header` then `{`, the body one level in, then `}`. */
  block(header: string, body: () => void, metadata?: string[]): this {
    if (metadata?.length) {
      this.line(`${header} (`);
      this.depth++;
      for (const item of metadata) this.line(item);
      this.depth--;
      this.line(')');
    } else this.line(header);
    this.line('{');
    this.depth++;
    body();
    this.depth--;
    this.line('}');
    return this;
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
