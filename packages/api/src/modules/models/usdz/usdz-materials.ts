/**
 * glTF's metallic-roughness materials as UsdPreviewSurface networks, the one material model AR Quick
 * Look renders. https://openusd.org/release/spec_usdpreviewsurface.html has the inputs; the glTF side
 * is the core spec plus KHR_texture_transform and KHR_materials_emissive_strength.
 */
import type { Material, TextureInfo, Texture } from '@gltf-transform/core';
import type { EmissiveStrength } from '@gltf-transform/extensions';
import { SiblingNames, usdAsset, usdFloat, usdString, usdTuple, type UsdaWriter } from './usda-text';
import type { PackagedTexture, UsdzTextures } from './usdz-textures';
import { uvSetOf, type UvSet } from './uv-sets';

const WRAP: Record<number, string> = { 10497: 'repeat', 33071: 'clamp', 33648: 'mirror' };

interface TextureSlot {
  file: PackagedTexture;
  uv: UvSet;
  wrapS: string;
  wrapT: string;
}

/** A material ready to write: its prim path, its textures converted, and the UV sets its meshes need. */
export interface MaterialPlan {
  path: string;
  name: string;
  material: Material | null;
  slots: Partial<Record<'baseColor' | 'metallicRoughness' | 'normal' | 'occlusion' | 'emissive', TextureSlot>>;
  /** UV set key → primvar name (`st`, `st1`, `st_2`, ...), shared by the meshes bound to it. */
  primvars: Map<string, { name: string; uv: UvSet }>;
}

/** The primvar a UV set is written as: plain `st` for TEXCOORD_0, which is what most tools expect. */
function primvarName(uv: UvSet, taken: Set<string>): string {
  let name = uv.transform ? `st${uv.texCoord || ''}_t` : uv.texCoord === 0 ? 'st' : `st${uv.texCoord}`;
  const base = name;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** Plans every material the scene uses (null: primitives without one get glTF's default material). */
export async function planMaterials(
  materials: (Material | null)[],
  root: string,
  textures: UsdzTextures,
): Promise<Map<Material | null, MaterialPlan>> {
  const names = new SiblingNames();
  const plans = new Map<Material | null, MaterialPlan>();
  for (const material of materials) {
    if (plans.has(material)) continue;
    const name = material
      ? names.take(material.getName(), `Material_${plans.size}`)
      : names.take('DefaultMaterial', '');
    const plan: MaterialPlan = { path: `${root}/${name}`, name, material, slots: {}, primvars: new Map() };
    plans.set(material, plan);
    if (!material) continue;
    const taken = new Set<string>();
    const slot = async (texture: Texture | null, info: TextureInfo | null): Promise<TextureSlot | undefined> => {
      if (!texture || !info) return undefined;
      const file = await textures.file(texture);
      if (!file) return undefined;
      const uv = uvSetOf(info);
      if (!plan.primvars.has(uv.key)) plan.primvars.set(uv.key, { name: primvarName(uv, taken), uv });
      return { file, uv, wrapS: WRAP[info.getWrapS()] ?? 'repeat', wrapT: WRAP[info.getWrapT()] ?? 'repeat' };
    };
    plan.slots = {
      baseColor: await slot(material.getBaseColorTexture(), material.getBaseColorTextureInfo()),
      metallicRoughness: await slot(material.getMetallicRoughnessTexture(), material.getMetallicRoughnessTextureInfo()),
      normal: await slot(material.getNormalTexture(), material.getNormalTextureInfo()),
      occlusion: await slot(material.getOcclusionTexture(), material.getOcclusionTextureInfo()),
      emissive: await slot(material.getEmissiveTexture(), material.getEmissiveTextureInfo()),
    };
  }
  return plans;
}

/** Writes one `def Material` with its UsdPreviewSurface, primvar readers and UsdUVTexture nodes. */
export function writeMaterial(w: UsdaWriter, plan: MaterialPlan): void {
  const m = plan.material;
  const surface = `${plan.path}/PreviewSurface`;
  const metadata = m?.getName() ? [`customData = {`, `    string gltfName = ${usdString(m.getName())}`, `}`] : [];
  w.block(
    `def Material "${plan.name}"`,
    () => {
      w.line(`token outputs:surface.connect = <${surface}.outputs:surface>`);
      w.line('');
      const textureNodes: (() => void)[] = [];
      /** Adds a UsdUVTexture node and answers the path of its `output`. */
      const texture = (
        node: string,
        slot: TextureSlot,
        colourSpace: 'sRGB' | 'raw',
        scale: number[],
        bias?: number[],
      ): string => {
        const reader = plan.primvars.get(slot.uv.key)!;
        textureNodes.push(() =>
          w.block(`def Shader "${node}"`, () => {
            w.line('uniform token info:id = "UsdUVTexture"');
            w.line(`asset inputs:file = ${usdAsset(slot.file.file)}`);
            w.line(`float2 inputs:st.connect = <${plan.path}/Reader_${reader.name}.outputs:result>`);
            w.line(`token inputs:sourceColorSpace = "${colourSpace}"`);
            w.line(`token inputs:wrapS = "${slot.wrapS}"`);
            w.line(`token inputs:wrapT = "${slot.wrapT}"`);
            w.line(`float4 inputs:scale = ${usdTuple(scale)}`);
            if (bias) w.line(`float4 inputs:bias = ${usdTuple(bias)}`);
            for (const output of ['float outputs:r', 'float outputs:g', 'float outputs:b', 'float outputs:a']) {
              w.line(output);
            }
            w.line('float3 outputs:rgb');
          }),
        );
        return `${plan.path}/${node}`;
      };

      w.block(`def Shader "PreviewSurface"`, () => {
        w.line('uniform token info:id = "UsdPreviewSurface"');
        w.line('int inputs:useSpecularWorkflow = 0');
        // glTF's default material: white, fully metallic and rough (glTF 2.0 §3.9.2).
        const base = m?.getBaseColorFactor() ?? [1, 1, 1, 1];
        const alphaMode = m?.getAlphaMode() ?? 'OPAQUE';
        const { baseColor, metallicRoughness, normal, occlusion, emissive } = plan.slots;
        let baseTexture: string | undefined;
        if (baseColor) {
          // UsdUVTexture's scale multiplies the sample: factor × texture, glTF's rule, in one node.
          baseTexture = texture('BaseColorTexture', baseColor, 'sRGB', base);
          w.line(`color3f inputs:diffuseColor.connect = <${baseTexture}.outputs:rgb>`);
        } else w.line(`color3f inputs:diffuseColor = ${usdTuple(base.slice(0, 3))}`);

        const metallic = m?.getMetallicFactor() ?? 1;
        const roughness = m?.getRoughnessFactor() ?? 1;
        if (metallicRoughness) {
          // glTF packs roughness in G and metalness in B; the channel outputs read them from one file.
          const node = texture('MetallicRoughnessTexture', metallicRoughness, 'raw', [1, roughness, metallic, 1]);
          w.line(`float inputs:metallic.connect = <${node}.outputs:b>`);
          w.line(`float inputs:roughness.connect = <${node}.outputs:g>`);
        } else {
          w.line(`float inputs:metallic = ${usdFloat(metallic)}`);
          w.line(`float inputs:roughness = ${usdFloat(roughness)}`);
        }

        if (normal && m) {
          // Tangent-space [0, 1] → [−1, 1]; glTF's normal scale applies to X and Y only.
          const s = m.getNormalScale();
          const node = texture('NormalTexture', normal, 'raw', [2 * s, 2 * s, 2, 1], [-s, -s, -1, 0]);
          w.line(`normal3f inputs:normal.connect = <${node}.outputs:rgb>`);
        }

        if (occlusion && m) {
          // glTF: 1 + strength · (sample − 1), i.e. scale by strength and add 1 − strength.
          const k = m.getOcclusionStrength();
          const node = texture('OcclusionTexture', occlusion, 'raw', [k, k, k, 1], [1 - k, 1 - k, 1 - k, 0]);
          w.line(`float inputs:occlusion.connect = <${node}.outputs:r>`);
        }

        const strength =
          m?.getExtension<EmissiveStrength>('KHR_materials_emissive_strength')?.getEmissiveStrength() ?? 1;
        const emissiveFactor = (m?.getEmissiveFactor() ?? [0, 0, 0]).map((value) => value * strength);
        if (emissive && emissiveFactor.some((value) => value > 0)) {
          const node = texture('EmissiveTexture', emissive, 'sRGB', [...emissiveFactor, 1]);
          w.line(`color3f inputs:emissiveColor.connect = <${node}.outputs:rgb>`);
        } else if (emissiveFactor.some((value) => value > 0)) {
          w.line(`color3f inputs:emissiveColor = ${usdTuple(emissiveFactor)}`);
        }

        // OPAQUE ignores alpha altogether (glTF 2.0 §3.9.4), so opacity is only written for the others.
        if (alphaMode !== 'OPAQUE') {
          if (baseTexture) w.line(`float inputs:opacity.connect = <${baseTexture}.outputs:a>`);
          else w.line(`float inputs:opacity = ${usdFloat(base[3]!)}`);
          // MASK: cut at the threshold; BLEND: a threshold of 0 makes the opacity blend.
          const threshold = alphaMode === 'MASK' ? (m?.getAlphaCutoff() ?? 0.5) : 0;
          w.line(`float inputs:opacityThreshold = ${usdFloat(threshold)}`);
        }
        w.line('token outputs:surface');
      });

      for (const { name } of plan.primvars.values()) {
        w.block(`def Shader "Reader_${name}"`, () => {
          w.line('uniform token info:id = "UsdPrimvarReader_float2"');
          // `token` is what Quick Look has read since iOS 12; newer USD also accepts it (as string).
          w.line(`token inputs:varname = "${name}"`);
          w.line('float2 inputs:fallback = (0, 0)');
          w.line('float2 outputs:result');
        });
      }
      for (const writeNode of textureNodes) writeNode();
    },
    metadata,
  );
}
