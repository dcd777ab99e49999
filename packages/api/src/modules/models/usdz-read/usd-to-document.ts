/**
 * The composed USD scene (three-usd.js's plain data) as a glTF Transform document: a node per USD prim
 * with its local transform, under one `Root` node that brings USD's units and up axis to glTF's metres
 * and +Y; a mesh per USD mesh, a primitive per material subset; UsdPreviewSurface inputs as glTF's
 * metallic-roughness material (usdz/usdz-materials.ts writes the same mapping the other way).
 */
import { Document, TextureInfo, type Material, type Node, type Primitive } from '@gltf-transform/core';
import { KHRMaterialsEmissiveStrength } from '@gltf-transform/extensions';
import { refuse } from '../intake/refuse';
import type { UsdMaterial, UsdMesh, UsdNode, UsdTextureSlot, UsdWrap } from './three-usd';
import { channelOf, type ChannelSource, type PackageTextures } from './usd-textures';

export interface StageUnits {
  /** Metres per USD unit: USD's fallback, when a layer does not say, is 0.01 (centimetres). */
  metersPerUnit: number;
  upAxis: 'Y' | 'Z';
}

export interface BuildOptions {
  signal?: AbortSignal;
  warn: (message: string) => void;
}

const WRAP: Record<UsdWrap, ReturnType<TextureInfo['getWrapS']>> = {
  repeat: TextureInfo.WrapMode.REPEAT!,
  clamp: TextureInfo.WrapMode.CLAMP_TO_EDGE!,
  mirror: TextureInfo.WrapMode.MIRRORED_REPEAT!,
};
/** −90° about X: USD's +Z up becomes glTF's +Y up (and +Y becomes −Z, glTF's "into the screen"). */
const Z_UP_TO_Y_UP: [number, number, number, number] = [-Math.SQRT1_2, 0, 0, Math.SQRT1_2];

export async function usdToDocument(
  nodes: UsdNode[],
  units: StageUnits,
  textures: (document: Document) => PackageTextures,
  options: BuildOptions,
): Promise<Document> {
  const document = new Document();
  const builder = new Builder(document, textures(document), options);
  const root = document.createNode('Root');
  if (units.upAxis === 'Z') root.setRotation(Z_UP_TO_Y_UP);
  if (units.metersPerUnit !== 1) root.setScale([units.metersPerUnit, units.metersPerUnit, units.metersPerUnit]);
  document.createScene('Scene').addChild(root);
  for (const node of nodes) root.addChild(await builder.node(node));
  if (builder.primitives === 0) throw refuse('usd-without-mesh');
  return document;
}

class Builder {
  primitives = 0;
  private readonly buffer;
  private readonly materials = new Map<UsdMaterial, Map<boolean, Material>>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly document: Document,
    private readonly textures: PackageTextures,
    private readonly options: BuildOptions,
  ) {
    this.buffer = document.createBuffer();
  }

  private warnOnce(message: string) {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.options.warn(message);
  }

  async node(usd: UsdNode): Promise<Node> {
    this.options.signal?.throwIfAborted();
    const node = this.document
      .createNode(usd.name)
      .setTranslation(usd.translation)
      .setRotation(usd.rotation)
      .setScale(usd.scale);
    if (usd.mesh) {
      const mesh = await this.mesh(usd.mesh, usd.name);
      if (mesh) node.setMesh(mesh);
    }
    for (const child of usd.children) node.addChild(await this.node(child));
    return node;
  }

  private async mesh(usd: UsdMesh, name: string) {
    if (!usd.positions || usd.primitives.length === 0) return null;
    const mesh = this.document.createMesh(name);
    for (const part of usd.primitives) {
      const primitive = await this.primitive(usd, part.start, part.count, part.material);
      if (primitive) mesh.addPrimitive(primitive);
    }
    return mesh.listPrimitives().length > 0 ? mesh : null;
  }

  private async primitive(usd: UsdMesh, start: number, count: number, usdMaterial: UsdMaterial) {
    const triangles = Math.floor(count / 3);
    if (triangles === 0) return null;
    const vertices = triangles * 3;
    // Three's triangles are unindexed, three vertices each; a left-handed mesh winds them the other way.
    const take = (source: Float32Array, size: number, flipV = false): Float32Array => {
      const out = source.slice(start * size, (start + vertices) * size);
      if (usd.leftHanded) {
        for (let t = 0; t < vertices; t += 3) {
          for (let k = 0; k < size; k += 1) {
            const a = (t + 1) * size + k;
            const b = (t + 2) * size + k;
            [out[a], out[b]] = [out[b]!, out[a]!];
          }
        }
      }
      // USD's UV origin is the image's bottom left, glTF's its top left.
      if (flipV) for (let i = 1; i < out.length; i += 2) out[i] = 1 - out[i]!;
      return out;
    };
    const positions = take(usd.positions!, 3);
    if (!positions.every(Number.isFinite)) {
      throw refuse('unreadable-usd', { mesh: usd.path, problem: 'a point is not a number' });
    }
    const accessor = (type: 'VEC3' | 'VEC2', array: Float32Array) =>
      this.document.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
    const primitive = this.document.createPrimitive().setAttribute('POSITION', accessor('VEC3', positions));

    const normals = usd.normals && usd.normals.length >= (start + vertices) * 3 ? take(usd.normals, 3) : null;
    // A normal three could not find (an index past the list) would light the mesh black: let viewers
    // compute flat ones instead.
    if (normals?.every(Number.isFinite)) primitive.setAttribute('NORMAL', accessor('VEC3', normals));
    else if (normals) this.warnOnce(`${usd.path}: its normals were unreadable and are left out`);

    const uvSet = (source: Float32Array | null, name: string) => {
      if (!source || source.length < (start + vertices) * 2) return false;
      const uvs = take(source, 2, true);
      for (let i = 0; i < uvs.length; i += 1) if (!Number.isFinite(uvs[i])) uvs[i] = 0;
      primitive.setAttribute(name, accessor('VEC2', uvs));
      return true;
    };
    const hasUv = uvSet(usd.uvs, 'TEXCOORD_0');
    const hasUv1 = uvSet(usd.uvs1, 'TEXCOORD_1');

    const material = await this.material(usdMaterial, usd.doubleSided);
    const needsUv1 = Object.values(usdMaterial.slots).some((slot) => slot?.uvSet === 1);
    if (needsUv1 && !hasUv1 && hasUv) {
      primitive.setAttribute('TEXCOORD_1', primitive.getAttribute('TEXCOORD_0')!.clone());
    }
    primitive.setMaterial(material);
    this.primitives += 1;
    return primitive as Primitive;
  }

  /** One glTF material per USD material and sidedness (USD says double-sided on the mesh, glTF on the material). */
  private async material(usd: UsdMaterial, doubleSided: boolean): Promise<Material> {
    let bySide = this.materials.get(usd);
    if (!bySide) this.materials.set(usd, (bySide = new Map()));
    const known = bySide.get(doubleSided);
    if (known) return known;
    const material = await this.makeMaterial(usd);
    material.setDoubleSided(doubleSided);
    bySide.set(doubleSided, material);
    return material;
  }

  private async makeMaterial(usd: UsdMaterial): Promise<Material> {
    const material = this.document.createMaterial(usd.name);
    const { baseColor, metallic, roughness, normal, occlusion, emissive } = usd.slots;
    for (const slot of Object.values(usd.slots)) {
      if (slot?.transformed) this.warnOnce('texture transforms (UsdTransform2d) are not carried over');
    }

    // Base colour: factor × texture, the factor being the texture node's scale (usdz-materials.ts).
    let color = usd.color;
    let alpha = usd.opacity;
    if (baseColor) {
      material.setBaseColorTexture(await this.textures.texture(baseColor.file));
      this.info(material.getBaseColorTextureInfo()!, baseColor);
      color = [baseColor.scale?.[0] ?? 1, baseColor.scale?.[1] ?? 1, baseColor.scale?.[2] ?? 1];
      if (usd.opacityFromTexture) alpha = baseColor.scale?.[3] ?? 1;
    }
    material.setBaseColorFactor([...color.map(clamp01), clamp01(alpha)] as [number, number, number, number]);
    if (usd.alphaTest > 0) material.setAlphaMode('MASK').setAlphaCutoff(usd.alphaTest);
    else if (usd.transparent) material.setAlphaMode('BLEND');

    material.setRoughnessFactor(clamp01(roughness ? factor(roughness) : usd.roughness));
    material.setMetallicFactor(clamp01(metallic ? factor(metallic) : usd.metallic));
    if (roughness || metallic) {
      const slot = (roughness ?? metallic)!;
      const direct =
        roughness &&
        metallic &&
        roughness.file === metallic.file &&
        roughness.output === 'g' &&
        metallic.output === 'b' &&
        roughness.uvSet === metallic.uvSet;
      // glTF reads roughness from G and metalness from B of one image; anything else is packed so.
      const texture = direct
        ? await this.textures.texture(roughness.file)
        : await this.textures.packed(`${usd.name || 'material'}_metallicRoughness.png`, [
            255,
            source(roughness),
            source(metallic),
          ]);
      material.setMetallicRoughnessTexture(texture);
      this.info(material.getMetallicRoughnessTextureInfo()!, slot);
    }

    if (normal) {
      material.setNormalTexture(await this.textures.texture(normal.file));
      this.info(material.getNormalTextureInfo()!, normal);
      // USD maps [0, 1] to [−1, 1] with scale 2 and bias −1; glTF's normal scale is what is left of it.
      material.setNormalScale((normal.scale?.[0] ?? 2) / 2);
    }

    if (occlusion) {
      const texture =
        channelOf(occlusion.output) === 0
          ? await this.textures.texture(occlusion.file)
          : await this.textures.packed(`${usd.name || 'material'}_occlusion.png`, [source(occlusion), 255, 255]);
      material.setOcclusionTexture(texture);
      this.info(material.getOcclusionTextureInfo()!, occlusion);
      material.setOcclusionStrength(clamp01(occlusion.scale?.[0] ?? 1));
    }

    let glow = usd.emissive;
    if (emissive) {
      material.setEmissiveTexture(await this.textures.texture(emissive.file));
      this.info(material.getEmissiveTextureInfo()!, emissive);
      glow = [emissive.scale?.[0] ?? 1, emissive.scale?.[1] ?? 1, emissive.scale?.[2] ?? 1];
    }
    const strength = Math.max(1, ...glow);
    material.setEmissiveFactor(glow.map((value) => Math.max(0, value / strength)) as [number, number, number]);
    if (strength > 1) {
      // glTF's emissive factor stops at 1; KHR_materials_emissive_strength carries the rest.
      const extension = this.document.createExtension(KHRMaterialsEmissiveStrength);
      material.setExtension(extension.extensionName, extension.createEmissiveStrength().setEmissiveStrength(strength));
    }
    return material;
  }

  private info(info: TextureInfo, slot: UsdTextureSlot) {
    info.setTexCoord(slot.uvSet).setWrapS(WRAP[slot.wrapS]).setWrapT(WRAP[slot.wrapT]);
  }
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);

/** The factor a data map is multiplied by: its texture node's scale, on the channel it reads. */
function factor(slot: UsdTextureSlot): number {
  return slot.scale?.[channelOf(slot.output)] ?? 1;
}

/** A packed channel from a slot (its file and channel), or full (the factor then says it all). */
function source(slot: UsdTextureSlot | undefined): ChannelSource {
  return slot ? { file: slot.file, channel: channelOf(slot.output) } : 255;
}
