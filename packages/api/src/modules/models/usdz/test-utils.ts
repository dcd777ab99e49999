/**
 * Test-side readers for what the converter writes: the zip's entries (through the central
 * directory, like Quick Look) and a small usda parser that knows enough of the grammar to walk prims,
 * attributes, relationships, connections and metadata. Written from the USD text format, not from
 * our writer, so a mistake in the writer shows as a parse failure here.
 */

export function zipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    const local = view.getUint32(at + 42, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.set(name, bytes.subarray(start, start + size));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

export type UsdValue = number | string | boolean | null | UsdValue[] | { asset: string } | { path: string };

export interface UsdAttribute {
  type: string;
  value?: UsdValue;
  connection?: string;
  metadata: Record<string, UsdValue>;
}

export interface UsdPrim {
  specifier: string;
  type: string;
  name: string;
  path: string;
  metadata: Record<string, UsdValue>;
  attributes: Record<string, UsdAttribute>;
  relationships: Record<string, string>;
  children: UsdPrim[];
}

export interface UsdLayer {
  header: string;
  metadata: Record<string, UsdValue>;
  prims: UsdPrim[];
}

type Token = { kind: 'string' | 'asset' | 'path' | 'number' | 'word' | 'punct'; text: string };

function unescape(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (e.startsWith('x') && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[e] ?? e;
  });
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') {
        if (text[j] === '\n' || j >= text.length) throw new Error(`unterminated string at ${i}`);
        j += text[j] === '\\' ? 2 : 1;
      }
      tokens.push({ kind: 'string', text: unescape(text.slice(i + 1, j)) });
      i = j + 1;
    } else if (c === '@') {
      const j = text.indexOf('@', i + 1);
      tokens.push({ kind: 'asset', text: text.slice(i + 1, j) });
      i = j + 1;
    } else if (c === '<') {
      const j = text.indexOf('>', i + 1);
      tokens.push({ kind: 'path', text: text.slice(i + 1, j) });
      i = j + 1;
    } else if (/[-+0-9.]/.test(c)) {
      const match = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(text.slice(i, i + 40));
      if (!match) throw new Error(`bad number at ${i}`);
      tokens.push({ kind: 'number', text: match[0] });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z0-9_:.]*(\[\])?/.exec(text.slice(i, i + 200))!;
      tokens.push({ kind: 'word', text: match[0] });
      i += match[0].length;
    } else if ('()[]{}=,'.includes(c)) {
      tokens.push({ kind: 'punct', text: c });
      i++;
    } else throw new Error(`unexpected ${JSON.stringify(c)} at ${i}`);
  }
  return tokens;
}

/** Parses a usda layer; throws on anything it does not understand. */
export function parseUsda(text: string): UsdLayer {
  const newline = text.indexOf('\n');
  const header = text.slice(0, newline);
  const tokens = tokenize(text.slice(newline));
  let p = 0;
  const peek = (): Token | undefined => tokens[p];
  const next = (): Token => {
    const token = tokens[p++];
    if (!token) throw new Error('unexpected end of layer');
    return token;
  };
  const expect = (text: string): void => {
    const token = next();
    if (token.text !== text) throw new Error(`expected ${text}, found ${token.text} (token ${p})`);
  };
  const isPunct = (text: string): boolean => peek()?.kind === 'punct' && peek()?.text === text;

  function value(): UsdValue {
    const token = next();
    if (token.kind === 'number') return Number(token.text);
    if (token.kind === 'string') return token.text;
    if (token.kind === 'asset') return { asset: token.text };
    if (token.kind === 'path') return { path: token.text };
    if (token.kind === 'word') return token.text === 'None' ? null : token.text;
    if (token.text === '(' || token.text === '[') {
      const close = token.text === '(' ? ')' : ']';
      const items: UsdValue[] = [];
      while (!isPunct(close)) {
        items.push(value());
        if (isPunct(',')) next();
      }
      next();
      return items;
    }
    if (token.text === '{') {
      const dictionary: Record<string, UsdValue> = {};
      while (!isPunct('}')) {
        next(); // the value's type
        const key = next().text;
        expect('=');
        dictionary[key] = value();
      }
      next();
      return dictionary as unknown as UsdValue;
    }
    throw new Error(`unexpected ${token.text} in a value`);
  }

  function metadata(): Record<string, UsdValue> {
    const out: Record<string, UsdValue> = {};
    if (!isPunct('(')) return out;
    next();
    while (!isPunct(')')) {
      let key = next().text;
      if (key === 'prepend' || key === 'append' || key === 'delete') key = `${key} ${next().text}`;
      if (isPunct('=')) {
        next();
        out[key] = value();
      } else out[key] = true;
    }
    next();
    return out;
  }

  function prim(parent: string): UsdPrim {
    const specifier = next().text;
    const type = peek()?.kind === 'word' ? next().text : '';
    const nameToken = next();
    if (nameToken.kind !== 'string') throw new Error(`prim name expected, found ${nameToken.text}`);
    const name = nameToken.text;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`invalid prim name ${name}`);
    const path = `${parent}/${name}`;
    const result: UsdPrim = {
      specifier,
      type,
      name,
      path,
      metadata: metadata(),
      attributes: {},
      relationships: {},
      children: [],
    };
    expect('{');
    while (!isPunct('}')) {
      const word = peek()!.text;
      if (word === 'def' || word === 'over' || word === 'class') {
        result.children.push(prim(path));
        continue;
      }
      if (word === 'rel') {
        next();
        const relName = next().text;
        expect('=');
        result.relationships[relName] = (value() as { path: string }).path;
        continue;
      }
      let typeName = next().text;
      if (typeName === 'uniform' || typeName === 'custom') typeName = next().text;
      const attrName = next().text;
      if (attrName.endsWith('.connect')) {
        expect('=');
        const base = attrName.slice(0, -'.connect'.length);
        result.attributes[base] = {
          ...(result.attributes[base] ?? { type: typeName, metadata: {} }),
          connection: (value() as { path: string }).path,
        };
        continue;
      }
      const attribute: UsdAttribute = { type: typeName, metadata: {} };
      if (isPunct('=')) {
        next();
        attribute.value = value();
      }
      attribute.metadata = metadata();
      result.attributes[attrName] = attribute;
    }
    next();
    return result;
  }

  const layerMetadata = metadata();
  const prims: UsdPrim[] = [];
  while (p < tokens.length) prims.push(prim(''));
  return { header, metadata: layerMetadata, prims };
}

/** Every prim of the layer, depth first. */
export function allPrims(layer: UsdLayer): UsdPrim[] {
  const out: UsdPrim[] = [];
  const visit = (prim: UsdPrim): void => {
    out.push(prim);
    prim.children.forEach(visit);
  };
  layer.prims.forEach(visit);
  return out;
}

export function primAt(layer: UsdLayer, path: string): UsdPrim | undefined {
  return allPrims(layer).find((prim) => prim.path === path);
}
