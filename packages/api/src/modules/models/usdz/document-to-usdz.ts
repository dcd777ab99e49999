/**
 * A glTF document as a USDZ package for AR Quick Look: one USD text layer (usda) written here, since
 * no USD library runs on our servers, and the textures beside it at their full size.
 *
 * The node hierarchy is kept (an Xform per node with its local matrix) rather than baked into world
 * space: the layer stays as small as the glTF (a mesh used by two nodes is still written twice, but
 * its transform is not multiplied into its points), names survive for anyone opening the file in a
 * USD tool, and USD composes the matrices exactly as glTF does.
 */
import type { Document, Material, Node, Primitive } from '@gltf-transform/core';
import { SiblingNames, UsdaWriter, usdString } from './usda-text';
import { planMaterials, writeMaterial, type MaterialPlan } from './usdz-materials';
import { writeMesh } from './usdz-mesh';
import { UsdzTextures, type PackagedTexture } from './usdz-textures';
import { writeUsdzZip } from './usdz-zip';

export interface UsdzOptions {
  /** Told about everything left out or changed: skipped primitives, undecodable textures. */
  onWarning?: (message: string) => void;
  /** The layer's name inside the package (the first entry). */
  layerName?: string;
}

export interface UsdzResult {
  bytes: Uint8Array;
  /** The layer's text, as packaged. */
  usda: string;
  textures: Omit<PackagedTexture, 'data'>[];
  warnings: string[];
}

const ROOT = 'Root';
const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

function sceneRoots(document: Document): Node[] {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  if (scene) return scene.listChildren();
  // A file with no scene: its parentless nodes are what a viewer would show.
  return root.listNodes().filter((node) => !node.getParentNode());
}

function walk(nodes: Node[], visit: (node: Node) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.listChildren(), visit);
  }
}

/**
 * glTF matrices are column-major for column vectors; USD's matrix4d is row-major for row vectors.
 * The two transposes cancel: glTF's 16 numbers in their order are USD's four rows.
 */
function usdMatrix(matrix: ArrayLike<number>): string {
  const rows = [0, 1, 2, 3].map((r) => `(${Array.from({ length: 4 }, (_, c) => matrix[r * 4 + c]).join(', ')})`);
  return `( ${rows.join(', ')} )`;
}

/** Converts and packages; the full result, for callers that keep the warnings or the texture list. */
export async function convertToUsdz(document: Document, options: UsdzOptions = {}): Promise<UsdzResult> {
  const warnings: string[] = [];
  const warn = (message: string): void => {
    warnings.push(message);
    options.onWarning?.(message);
  };
  const roots = sceneRoots(document);
  const used: (Material | null)[] = [];
  walk(roots, (node) => {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) used.push(primitive.getMaterial());
  });
  const textures = new UsdzTextures(warn);
  const materialsPath = `/${ROOT}/Materials`;
  const plans = await planMaterials(used, materialsPath, textures);

  const w = new UsdaWriter();
  w.line('#usda 1.0');
  w.line('(');
  w.line(`    customLayerData = {`);
  w.line(`        string creator = "Rassam glTF to USDZ"`);
  w.line(`    }`);
  w.line(`    defaultPrim = "${ROOT}"`);
  // glTF is metres and +Y up by definition, so both are constants, not conversions.
  w.line('    metersPerUnit = 1');
  w.line('    upAxis = "Y"');
  w.line(')');
  w.line('');

  const writeNode = (node: Node, siblings: SiblingNames, index: number): void => {
    const name = siblings.take(node.getName(), `Node_${index}`);
    const metadata = node.getName()
      ? ['customData = {', `    string gltfName = ${usdString(node.getName())}`, '}']
      : undefined;
    w.block(
      `def Xform "${name}"`,
      () => {
        const matrix = node.getMatrix();
        if (matrix.some((value, i) => value !== IDENTITY[i])) {
          w.line(`matrix4d xformOp:transform = ${usdMatrix(matrix)}`);
          w.line('uniform token[] xformOpOrder = ["xformOp:transform"]');
        }
        const children = new SiblingNames();
        const mesh = node.getMesh();
        const primitives = mesh?.listPrimitives() ?? [];
        primitives.forEach((primitive: Primitive, i) => {
          const meshName = children.take(
            primitives.length > 1 ? `${mesh!.getName() || 'Mesh'}_${i}` : mesh!.getName(),
            `Mesh_${i}`,
          );
          const plan = plans.get(primitive.getMaterial()) as MaterialPlan;
          const skipped = writeMesh(w, meshName, primitive, plan, warn);
          if (skipped) warn(`${name}/${meshName} left out: ${skipped}`);
        });
        node.listChildren().forEach((child, i) => writeNode(child, children, i));
      },
      metadata,
    );
  };

  // kind = component: Quick Look treats the whole model as one object to place, scale and turn.
  w.block(
    `def Xform "${ROOT}"`,
    () => {
      const top = new SiblingNames();
      top.take('Materials', '');
      roots.forEach((node, i) => writeNode(node, top, i));
      w.block('def Scope "Materials"', () => {
        for (const plan of plans.values()) writeMaterial(w, plan);
      });
    },
    ['kind = "component"'],
  );

  const usda = w.toString();
  const layerName = options.layerName ?? 'model.usda';
  const images = await textures.packaged();
  const bytes = writeUsdzZip([
    { name: layerName, data: new TextEncoder().encode(usda) },
    ...images.map((image) => ({ name: image.file, data: image.data })),
  ]);
  return { bytes, usda, textures: images.map(({ data: _data, ...rest }) => rest), warnings };
}

/** A USDZ package for AR Quick Look from a glTF document. */
export async function documentToUsdz(document: Document, options: UsdzOptions = {}): Promise<Uint8Array> {
  return (await convertToUsdz(document, options)).bytes;
}
