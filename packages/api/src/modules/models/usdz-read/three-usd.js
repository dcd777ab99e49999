/**
 * three.js's USD readers (0.183: USDAParser, USDCParser, USDComposer), bounded for files anyone uploads
 * and kept away from the DOM, and the composed three.js scene handed back as plain data (decision 031).
 *
 * Plain JavaScript with a hand-written three-usd.d.ts beside it: three ships no types, and the web app's
 * own `declare module 'three'` (apps/web/src/components/gallery/three-types.d.ts) would clash with a
 * second one here, since the web's typecheck includes every .d.ts under packages/.
 *
 * What is changed in three's classes, and why (each override calls three's code where it can):
 * - the crate (usdc) parser trusts every count and offset in the file: each table and array size is
 *   checked against the bytes that could hold it and charged to a budget before three allocates it; the
 *   path tree is checked to visit each entry once (a crafted jump table makes three's walk exponential);
 *   value reads are counted (a field set can be shared by every spec); unsupported types are skipped
 *   quietly instead of three's console warnings;
 * - the text (usda) parser's comment and triple-quote passes build their result a character at a time
 *   (80 s for a 70 MB layer); the same passes are done here with indexOf and slices (linear);
 * - the composer: references compose through this class, at most MAX_REFERENCE_DEPTH deep, each
 *   composed layer charged to the caller's budget; textures are never decoded (three makes `new Image()`):
 *   a texture is the name of its file in the package, resolved only among the package's files;
 *   skeletons and animations are not built (the bind pose is kept); invisible, proxy and guide meshes
 *   are left out; each mesh keeps its USD path, `doubleSided` and `orientation`, and each material slot
 *   which file, channel, scale and UV set it reads (three keeps only a Texture).
 */
import { TextDecoder } from 'node:util';
import { Color, SRGBColorSpace, Texture } from 'three';
import { USDAParser } from 'three/examples/jsm/loaders/usd/USDAParser.js';
import { USDCParser } from 'three/examples/jsm/loaders/usd/USDCParser.js';
import { USDComposer } from 'three/examples/jsm/loaders/usd/USDComposer.js';

/** A refusal the caller turns into `FileFormatIsNotValid`: `limit` (too large) or `format` (unreadable). */
export class UsdRefusal extends Error {
  constructor(kind, message, details = {}) {
    super(message);
    this.name = 'UsdRefusal';
    this.kind = kind;
    this.details = details;
  }
}

const tooLarge = (what, count, limit) =>
  new UsdRefusal('limit', `${what}: ${count} > ${limit}`, { what, count, limit });
const malformed = (problem) => new UsdRefusal('format', problem, { problem });

/** References inside references: USD files nest a few levels; a layer that references itself never ends. */
export const MAX_REFERENCE_DEPTH = 16;

const CRATE_MAGIC = 'PXR-USDC';

export function isCrate(bytes) {
  if (bytes.byteLength < 8) return false;
  for (let i = 0; i < 8; i += 1) if (bytes[i] !== CRATE_MAGIC.charCodeAt(i)) return false;
  return true;
}

/** A text layer starts with `#usda` (after an optional byte-order mark and spaces). */
export function isUsdaText(bytes) {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.byteLength && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) {
    i += 1;
  }
  return String.fromCharCode(...bytes.subarray(i, i + 5)) === '#usda';
}

// ---------------------------------------------------------------------------------------------------
// The crate (binary) parser, bounded
// ---------------------------------------------------------------------------------------------------

// crateDataTypes.h's numbers, as USDCParser's TypeEnum has them.
const T = {
  Int: 3,
  UInt: 4,
  Half: 7,
  Float: 8,
  Double: 9,
  Matrix4d: 15,
  Quatf: 17,
  Quath: 18,
  Vec2f: 20,
  Vec3f: 24,
  Vec3h: 25,
  Vec4f: 28,
  Token: 11,
  Dictionary: 31,
  PathVector: 40,
  TokenVector: 41,
  DoubleVector: 48,
};

/** Array element types three reads: [bytes in the file, bytes three allocates for it]. */
const ARRAY_TYPES = new Map([
  [T.Int, [4, 4]],
  [T.UInt, [4, 4]],
  [T.Half, [2, 4]],
  [T.Float, [4, 4]],
  [T.Double, [8, 8]],
  [T.Vec2f, [8, 8]],
  [T.Vec3f, [12, 12]],
  [T.Vec4f, [16, 16]],
  [T.Vec3h, [6, 12]],
  [T.Quatf, [16, 16]],
  [T.Quath, [8, 16]],
  [T.Matrix4d, [128, 128]],
  // A JavaScript string pointer in an array.
  [T.Token, [4, 16]],
]);
const COMPRESSED_ARRAY_TYPES = new Set([T.Int, T.UInt, T.Float]);

/** Scalar types USDCParser's switch reads; anything else it warns about on the console and answers null. */
const SCALAR_TYPES = new Set([
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 19, 20, 22, 23, 24, 26, 27, 28, 31, 32, 33, 34, 36, 37, 38, 39,
  40, 41, 45, 48,
]);

/** What each table entry costs three in memory (a small object or string, with its array slot). */
const TABLE_ENTRY_BYTES = 64;

class BoundedUsdcParser extends USDCParser {
  constructor(budget) {
    super();
    this.budget = budget;
    this.skippedTypes = new Set();
  }

  parseData(buffer) {
    // Three reads `.buffer` of anything that is not an ArrayBuffer, which is wrong for a view into a
    // larger (pooled) buffer: the caller passes an exact ArrayBuffer.
    if (!(buffer instanceof ArrayBuffer)) throw new TypeError('parseData takes an ArrayBuffer');
    if (buffer.byteLength < 88) throw malformed('the binary layer is shorter than its header');
    return super.parseData(buffer);
  }

  claim(count, bytesEach, what) {
    if (!Number.isSafeInteger(count) || count < 0) throw malformed(`${what} count is not a number`);
    const bytes = count * bytesEach;
    if (bytes > this.budget.bytes) throw tooLarge(what, count, Math.floor(this.budget.bytes / bytesEach));
    this.budget.bytes -= bytes;
  }

  u32(at) {
    return this.reader.view.getUint32(at, true);
  }

  u64(at) {
    const view = this.reader.view;
    return view.getUint32(at + 4, true) * 0x100000000 + view.getUint32(at, true);
  }

  /** Bytes from `at` to the end of the file. */
  left(at) {
    return this.buffer.byteLength - at;
  }

  fitsFile(at, bytes, what) {
    if (!Number.isSafeInteger(bytes) || bytes < 0 || at < 0 || bytes > this.left(at)) {
      throw malformed(`${what} runs past the end of the file`);
    }
  }

  get compressed() {
    return !(this.version.major === 0 && this.version.minor < 4);
  }

  section(name) {
    return this.sections[name];
  }

  _readTOC() {
    this.fitsFile(this.tocOffset, 8, 'the table of contents');
    const count = this.u64(this.tocOffset);
    // Crates have six sections; each is 32 bytes in the table.
    if (count > 64) throw malformed('the table of contents lists too many sections');
    this.fitsFile(this.tocOffset + 8, count * 32, 'the table of contents');
    super._readTOC();
    for (const [name, { start, size }] of Object.entries(this.sections)) this.fitsFile(start, size, `section ${name}`);
  }

  _readTokens() {
    const section = this.section('TOKENS');
    if (section) {
      const count = this.u64(section.start);
      if (this.compressed) {
        const inflated = this.u64(section.start + 8);
        const stored = this.u64(section.start + 16);
        this.fitsFile(section.start + 24, stored, 'the tokens');
        this.claim(inflated, 1, 'token bytes');
        // Every token ends with a zero byte.
        if (count > inflated) throw malformed('more tokens than token bytes');
      } else {
        const stored = this.u64(section.start + 8);
        this.fitsFile(section.start + 16, stored, 'the tokens');
        if (count > stored) throw malformed('more tokens than token bytes');
      }
      this.claim(count, TABLE_ENTRY_BYTES, 'tokens');
    }
    super._readTokens();
    this.tokens ??= [];
  }

  /** Compressed integer tables: three inflates `count` × 4 bytes and more before decoding. */
  claimIntegers(count, what) {
    this.claim(count, 4 * 3, what);
  }

  _readFields() {
    const section = this.section('FIELDS');
    if (section && this.compressed) {
      const count = this.u64(section.start);
      this.claimIntegers(count, 'fields');
      this.claim(count, TABLE_ENTRY_BYTES, 'fields');
    }
    super._readFields();
    this.fields ??= [];
  }

  _readFieldSets() {
    const section = this.section('FIELDSETS');
    if (section && this.compressed) this.claimIntegers(this.u64(section.start), 'field sets');
    super._readFieldSets();
    this.fieldSets ??= [];
  }

  _readPaths() {
    const section = this.section('PATHS');
    if (section) {
      const count = this.u64(section.start);
      this.claim(count, TABLE_ENTRY_BYTES, 'paths');
      if (this.compressed) this.claimIntegers(count * 3, 'paths');
      this.pathWalks = count + 1;
    }
    super._readPaths();
    this.paths ??= [];
  }

  /** The uncompressed (before 0.4) path tree: each call names one path, so there are at most that many. */
  _readPathsRecursive(parentPath, depth = 0) {
    this.pathWalks -= 1;
    if (this.pathWalks < 0) throw malformed('the path tree visits a path twice');
    return super._readPathsRecursive(parentPath, depth);
  }

  /**
   * Three walks the compressed path tree by its jump table without checking it: a jump that points back
   * into its own subtree makes the walk revisit entries, exponentially. The same walk is made here
   * first, iteratively, and must visit every entry at most once with every index in range.
   */
  _buildPathsFromCompressed(pathIndices, elementTokenIndices, jumps) {
    const count = pathIndices.length;
    const seen = new Uint8Array(count);
    const pending = count > 0 ? [0] : [];
    while (pending.length > 0) {
      let at = pending.pop();
      while (at < count) {
        if (seen[at]) throw malformed('the path tree visits a path twice');
        seen[at] = 1;
        const index = pathIndices[at];
        if (index < 0 || index >= count) throw malformed('a path index is out of range');
        const jump = jumps[at];
        const hasChild = jump > 0 || jump === -1;
        const hasSibling = jump >= 0;
        if (hasChild && hasSibling) {
          if (at + jump >= count) throw malformed('a path jump is out of range');
          pending.push(at + jump);
        }
        if (!hasChild && !hasSibling) break;
        at += 1;
      }
    }
    return super._buildPathsFromCompressed(pathIndices, elementTokenIndices, jumps);
  }

  _readSpecs() {
    const section = this.section('SPECS');
    if (section && this.compressed) {
      const count = this.u64(section.start);
      this.claimIntegers(count * 3, 'specs');
      this.claim(count, TABLE_ENTRY_BYTES, 'specs');
    }
    super._readSpecs();
    this.specs ??= [];
  }

  /**
   * Three walks a spec's field set up to 10,000 entries, reading nothing for an index out of range: a
   * small file can point millions of specs at one long run of such entries. Each entry walked is
   * counted with the value reads.
   */
  _getFieldsForSpec(spec) {
    let at = spec.fieldSetIndex;
    let walked = 0;
    while (at < this.fieldSets.length && walked < 10000) {
      const index = this.fieldSets[at];
      if (index === 0xffffffff || index === -1) break;
      at += 1;
      walked += 1;
    }
    this.budget.reads -= walked;
    if (this.budget.reads < 0) throw tooLarge('values', this.budget.maxReads + 1, this.budget.maxReads);
    return super._getFieldsForSpec(spec);
  }

  _readValue(valueRep) {
    this.budget.reads -= 1;
    if (this.budget.reads < 0) throw tooLarge('values', this.budget.maxReads + 1, this.budget.maxReads);
    return super._readValue(valueRep);
  }

  _readArrayValue(valueRep) {
    const type = valueRep.typeEnum;
    const at = this.reader.tell();
    const wide = !(this.version.major === 0 && this.version.minor < 7);
    this.fitsFile(at, wide ? 8 : 4, 'an array');
    const size = wide ? this.u64(at) : this.u32(at);
    const sizes = ARRAY_TYPES.get(type);
    if (!sizes || (valueRep.isCompressed && !COMPRESSED_ARRAY_TYPES.has(type))) {
      this.skippedTypes.add(type);
      return [];
    }
    const [stored, held] = sizes;
    const body = at + (wide ? 8 : 4);
    if (valueRep.isCompressed) {
      // Integers and floats are inflated to size × 4 bytes and more; a float look-up table must fit.
      this.claim(size, 12, 'array elements');
      if (type === T.Float && size > 0) {
        this.fitsFile(body, 1, 'an array');
        if (this.reader.view.getInt8(body) === 0x74) {
          this.fitsFile(body + 1, 4, 'an array');
          this.fitsFile(body + 5, this.u32(body + 1) * 4, 'a float table');
        }
      }
    } else {
      this.fitsFile(body, size * stored, 'an array');
      this.claim(size, held, 'array elements');
    }
    return super._readArrayValue(valueRep);
  }

  _readScalarValue(type) {
    if (!SCALAR_TYPES.has(type)) {
      // References and payloads in binary layers (list ops three does not read), splines, ...
      this.skippedTypes.add(type);
      return null;
    }
    const at = this.reader.tell();
    const each = { [T.DoubleVector]: 8, [T.TokenVector]: 4, [T.PathVector]: 4, [T.Dictionary]: 12 }[type];
    if (each) {
      this.fitsFile(at, 8, 'a list');
      const count = this.u64(at);
      this.fitsFile(at + 8, count * each, 'a list');
      this.claim(count, each === 8 ? 8 : 16, 'list elements');
    }
    return super._readScalarValue(type);
  }
}

// ---------------------------------------------------------------------------------------------------
// The text parser, linear
// ---------------------------------------------------------------------------------------------------

class LinearUsdaParser extends USDAParser {
  /** Same result as three's: everything between `/*` and the next `*\/` removed (an unclosed one: to the end). */
  _stripBlockComments(text) {
    const parts = [];
    let i = 0;
    for (;;) {
      const start = text.indexOf('/*', i);
      if (start < 0) break;
      parts.push(text.slice(i, start));
      const end = text.indexOf('*/', start + 2);
      if (end < 0) return parts.join('');
      i = end + 2;
    }
    parts.push(text.slice(i));
    return parts.join('');
  }

  /** Same result as three's: inside ''' or """ strings, newlines become `\n` and carriage returns go. */
  _collapseTripleQuotedStrings(text) {
    const parts = [];
    let i = 0;
    for (;;) {
      const single = text.indexOf("'''", i);
      const double = text.indexOf('"""', i);
      const start = single < 0 ? double : double < 0 ? single : Math.min(single, double);
      if (start < 0) break;
      const quote = text.slice(start, start + 3);
      parts.push(text.slice(i, start + 3));
      const end = text.indexOf(quote, start + 3);
      parts.push(
        text
          .slice(start + 3, end < 0 ? text.length : end)
          .replace(/\r/g, '')
          .replace(/\n/g, '\\n'),
      );
      if (end < 0) return parts.join('');
      parts.push(quote);
      i = end + 3;
    }
    parts.push(text.slice(i));
    return parts.join('');
  }

  /** Keeps the layer's header (`metersPerUnit` is in it; three's parseData keeps only upAxis and defaultPrim). */
  parseText(text) {
    const root = super.parseText(text);
    const key = Object.keys(root).find((name) => name.startsWith('#usda'));
    this.header = key && typeof root[key] === 'object' ? root[key] : {};
    return root;
  }
}

const unquote = (value) => (typeof value === 'string' ? value.replace(/"/g, '').trim() : value);

/**
 * Parses one layer (text or crate) into three's `specsByPath`, with the stage metadata USD keeps in the
 * layer's header: upAxis, metersPerUnit (undefined when not written). `budget` is shared by every layer
 * of a package: { bytes, reads, maxReads }.
 */
export function parseUsdLayer(bytes, budget) {
  if (isCrate(bytes)) {
    const parser = new BoundedUsdcParser(budget);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const { specsByPath } = parser.parseData(copy.buffer);
    const fields = specsByPath['/']?.fields ?? {};
    return {
      format: 'usdc',
      specsByPath,
      upAxis: typeof fields.upAxis === 'string' ? fields.upAxis : undefined,
      metersPerUnit: typeof fields.metersPerUnit === 'number' ? fields.metersPerUnit : undefined,
      skippedTypes: [...parser.skippedTypes],
    };
  }
  if (!isUsdaText(bytes)) throw malformed('the layer is neither USD text (#usda) nor a USD crate (PXR-USDC)');
  const parser = new LinearUsdaParser();
  const { specsByPath } = parser.parseData(new TextDecoder('utf-8').decode(bytes));
  const header = parser.header ?? {};
  const meters = header.metersPerUnit === undefined ? undefined : Number.parseFloat(unquote(header.metersPerUnit));
  return {
    format: 'usda',
    specsByPath,
    upAxis: header.upAxis === undefined ? undefined : unquote(header.upAxis),
    metersPerUnit: meters,
    skippedTypes: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// The composer, off the DOM
// ---------------------------------------------------------------------------------------------------

/** A package file, as the composer's asset table holds it: never decoded here. */
class PackageFile {
  constructor(name) {
    this.name = name;
  }
}

const HIDDEN_PURPOSES = new Set(['proxy', 'guide']);
const WRAP = { repeat: 'repeat', mirror: 'mirror', clamp: 'clamp', black: 'clamp' };

/** The attribute's value as USD text or crate writes it (`1`, `"1"`, `true`). */
const truthy = (value) => value === true || value === 1 || value === '1' || value === 'true';

class BoundedComposer extends USDComposer {
  constructor(context) {
    super(null);
    this.context = context;
  }

  compose(parsedData, assets = {}, variantSelections = {}, basePath = '') {
    const context = this.context;
    if (context.depth >= MAX_REFERENCE_DEPTH) throw malformed(`references nest more than ${MAX_REFERENCE_DEPTH} deep`);
    context.onCompose(parsedData);
    context.depth += 1;
    try {
      return super.compose(parsedData, assets, variantSelections, basePath);
    } finally {
      context.depth -= 1;
    }
  }

  /** Three's, with this class composing the referenced layer (three's makes a plain USDComposer). */
  _resolveReference(refValue, localVariants = {}) {
    if (!refValue) return null;
    const match = String(refValue).match(/@([^@]+)@(?:<([^>]+)>)?/);
    if (!match) return null;
    const resolvedPath = this._resolveFilePath(match[1]);
    const referenced = Object.prototype.hasOwnProperty.call(this.assets, resolvedPath)
      ? this.assets[resolvedPath]
      : undefined;
    if (!referenced?.specsByPath) {
      this.context.notes.add(`reference:${resolvedPath}`);
      return null;
    }
    const composer = new BoundedComposer(this.context);
    const variants = { ...localVariants, ...this.externalVariantSelections };
    const group = composer.compose(referenced, this.assets, variants, this._getBasePath(resolvedPath));
    const primName = match[2]?.split('/').pop();
    if (primName) {
      const target = group.children.find((child) => child.name === primName);
      if (target) {
        group.remove(target);
        group.children.length = 0;
        group.add(target);
      }
    }
    return group;
  }

  /** Only the package's own files, by the path as written, relative to the layer, or by base name. */
  _loadTexture(filePath, textureAttrs, transformAttrs) {
    let clean = String(filePath ?? '');
    if (clean.startsWith('@')) clean = clean.slice(1);
    if (clean.endsWith('@')) clean = clean.slice(0, -1);
    const own = (name) => (Object.prototype.hasOwnProperty.call(this.assets, name) ? this.assets[name] : undefined);
    let file = own(this._resolveFilePath(clean)) ?? own(clean);
    if (!(file instanceof PackageFile)) {
      const base = clean.split('/').pop();
      const found = base ? Object.keys(this.assets).find((key) => key === base || key.endsWith(`/${base}`)) : undefined;
      file = found ? own(found) : undefined;
    }
    if (!(file instanceof PackageFile)) {
      this.context.missing.add(clean);
      return null;
    }
    return this._createTextureFromData(file, textureAttrs, transformAttrs);
  }

  /** A Texture that only names its file; three would decode it through `new Image()`. */
  _createTextureFromData(data, textureAttrs, transformAttrs) {
    if (!(data instanceof PackageFile)) return null;
    const texture = new Texture();
    texture.userData.file = data.name;
    texture.userData.wrapS = WRAP[textureAttrs?.['inputs:wrapS']] ?? 'repeat';
    texture.userData.wrapT = WRAP[textureAttrs?.['inputs:wrapT']] ?? 'repeat';
    if (transformAttrs) texture.userData.transformed = true;
    return texture;
  }

  /** Records, per material slot, which file, channel, scale and bias it reads; three keeps only the Texture. */
  _applyTextureOrValue(material, shaderPath, fields, attrName, textureProperty, ...rest) {
    const applied = super._applyTextureOrValue(material, shaderPath, fields, attrName, textureProperty, ...rest);
    if (applied) {
      const texture = material[textureProperty];
      const connection = this.specsByPath[`${shaderPath}.${attrName}`]?.fields?.connectionPaths?.[0] ?? '';
      const output =
        String(connection)
          .replace(/[<>]/g, '')
          .split('.')
          .pop()
          ?.replace(/^outputs:/, '') ?? 'rgb';
      material.userData.slots ??= {};
      material.userData.slots[textureProperty] = {
        file: texture.userData.file,
        output,
        scale: Array.isArray(texture.userData.scale) ? [...texture.userData.scale] : undefined,
        bias: Array.isArray(texture.userData.bias) ? [...texture.userData.bias] : undefined,
        uvSet: texture.channel === 1 ? 1 : 0,
        wrapS: texture.userData.wrapS,
        wrapT: texture.userData.wrapT,
        transformed: texture.userData.transformed === true,
      };
    }
    return applied;
  }

  /**
   * Three's, but its search for bindings below a mesh that has none of its own walks every spec of the
   * layer, for every such mesh (meshes × specs): here it walks only the layer's binding specs.
   */
  _buildMaterial(meshPath, fields) {
    const specs = this.specsByPath;
    // Enumerating it gives the binding paths only; reading it reads the whole layer. (A Proxy over the
    // layer itself with an `ownKeys` trap would not do: V8 still walks the target's keys to check it.)
    this.bindingSpecs ??= new Proxy(
      Object.fromEntries(
        Object.keys(specs)
          .filter((path) => path.endsWith('.material:binding'))
          .map((path) => [path, specs[path]]),
      ),
      { get: (_, key) => specs[key] },
    );
    this.specsByPath = this.bindingSpecs;
    try {
      return super._buildMaterial(meshPath, fields);
    } finally {
      this.specsByPath = specs;
    }
  }

  _applyMaterial(material, materialPath) {
    material.userData.usdPath = materialPath;
    // Whether the opacity reads the base colour texture's alpha (three turns it into alphaTest/transparent).
    for (const shader of this.shadersByMaterialPath.get(materialPath) ?? []) {
      const opacity = this.specsByPath[`${shader}.inputs:opacity`]?.fields?.connectionPaths?.[0];
      if (opacity) material.userData.opacityFromTexture = true;
    }
    return super._applyMaterial(material, materialPath);
  }

  /**
   * UsdPreviewSurface's own fallbacks for inputs a file leaves out (grey 0.18, roughness 0.5), which
   * Quick Look shows; three's material defaults are white and fully rough.
   */
  _applyPreviewSurface(material, shaderPath) {
    material.color.setRGB(0.18, 0.18, 0.18, SRGBColorSpace);
    material.roughness = 0.5;
    material.metalness = 0;
    return super._applyPreviewSurface(material, shaderPath);
  }

  /** What USD hides: `visibility = "invisible"` and purposes proxy and guide, on the mesh or an ancestor. */
  hidden(path) {
    const parts = path.split('/');
    for (let i = 2; i <= parts.length; i += 1) {
      const attrs = this._getAttributes(parts.slice(0, i).join('/'));
      if (attrs.visibility === 'invisible' || HIDDEN_PURPOSES.has(attrs.purpose)) return true;
    }
    return false;
  }

  _buildMesh(path, spec) {
    if (this.hidden(path)) {
      this.context.notes.add('hidden');
      return null;
    }
    const mesh = super._buildMesh(path, spec);
    if (mesh) {
      const attrs = this._getAttributes(path);
      mesh.userData.usd = {
        path,
        doubleSided: truthy(attrs.doubleSided),
        leftHanded: attrs.orientation === 'leftHanded',
        skinned: Boolean(mesh.isSkinnedMesh),
      };
      if (mesh.isSkinnedMesh) this.context.notes.add('skinning');
    }
    return mesh;
  }

  _buildSkeleton() {
    this.context.notes.add('skinning');
    return null;
  }

  _bindSkeletons() {}

  _buildAnimations() {
    return [];
  }
}

/**
 * Composes the root layer as three.js does and hands the scene back as plain data. `layers` maps each USD
 * layer of the package to a function that parses it (called only when a reference asks for it); `files`
 * names every other file of the package (textures are resolved among them); `onCompose(layer)` is called
 * for every layer composed, references included, so that the caller can charge its prims and triangles.
 */
export function composeUsd(root, { layers, files, basePath = '', onCompose }) {
  const assets = {};
  for (const name of files) assets[name] = new PackageFile(name);
  for (const [name, parse] of Object.entries(layers)) {
    let parsed;
    Object.defineProperty(assets, name, {
      enumerable: true,
      get: () => (parsed ??= parse()),
    });
  }
  const context = { depth: 0, onCompose, missing: new Set(), notes: new Set() };
  const group = new BoundedComposer(context).compose(root, assets, {}, basePath);
  const materials = new Map();
  const nodes = group.children.map((child) => plainNode(child, materials));
  return { nodes, missing: [...context.missing], notes: [...context.notes] };
}

function plainNode(object, materials) {
  const node = {
    name: object.name ?? '',
    translation: object.position.toArray(),
    rotation: object.quaternion.toArray(),
    scale: object.scale.toArray(),
    mesh: object.isMesh ? plainMesh(object, materials) : undefined,
    children: object.children.map((child) => plainNode(child, materials)),
  };
  return node;
}

function plainMesh(mesh, materials) {
  const geometry = mesh.geometry;
  const array = (name) => geometry.getAttribute(name)?.array ?? null;
  const positions = array('position');
  const list = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
  const vertices = positions ? positions.length / 3 : 0;
  const groups = Array.isArray(mesh.material)
    ? geometry.groups.map((group) => ({ start: group.start, count: group.count, material: group.materialIndex }))
    : [{ start: 0, count: vertices, material: 0 }];
  const usd = mesh.userData.usd ?? {};
  return {
    path: usd.path ?? mesh.name,
    positions,
    normals: array('normal'),
    uvs: array('uv'),
    uvs1: array('uv1'),
    doubleSided: usd.doubleSided === true,
    leftHanded: usd.leftHanded === true,
    primitives: groups
      .filter((group) => group.count > 0 && list[group.material])
      .map((group) => ({
        start: group.start,
        count: Math.min(group.count, vertices - group.start),
        material: plainMaterial(list[group.material], materials),
      })),
  };
}

const raw = (color) => {
  const out = new Color();
  // Three stores USD's colours as sRGB converted to its linear working space; the USD numbers are these.
  color.getRGB(out, SRGBColorSpace);
  return [out.r, out.g, out.b];
};

function plainMaterial(material, materials) {
  let plain = materials.get(material);
  if (plain) return plain;
  const slots = material.userData.slots ?? {};
  plain = {
    path: material.userData.usdPath ?? null,
    name: material.userData.usdPath?.split('/').pop() ?? '',
    color: raw(material.color),
    opacity: material.opacity,
    opacityFromTexture: material.userData.opacityFromTexture === true,
    transparent: material.transparent === true,
    alphaTest: material.alphaTest ?? 0,
    metallic: material.metalness,
    roughness: material.roughness,
    emissive: raw(material.emissive),
    slots: {
      baseColor: slots.map,
      metallic: slots.metalnessMap,
      roughness: slots.roughnessMap,
      normal: slots.normalMap,
      occlusion: slots.aoMap,
      emissive: slots.emissiveMap,
    },
  };
  materials.set(material, plain);
  return plain;
}
