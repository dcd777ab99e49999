import type { Document } from '@gltf-transform/core';
import { simplify } from '@gltf-transform/functions';
import { MeshoptSimplifier } from 'meshoptimizer/simplifier';
import { primitiveTriangles } from './stats';

/**
 * Error bounds of the passes, as a fraction of each mesh's radius: first 1 %, which is hard to see at
 * arm's length on a phone, then 5 % for the meshes still over budget (AI meshes of a million triangles
 * whose detail is mostly noise). The simplifier stops at its error bound even short of the budget.
 */
export const PHONE_PASSES: readonly number[] = [0.01, 0.05];
/** Close enough: a second pass that would take off less than this is not worth its error. */
const SLACK = 1.1;

export interface Simplification {
  before: number;
  after: number;
  budget: number;
  /** False when the error bounds stopped the simplifier above the budget. */
  reached: boolean;
}

/** Triangles of every mesh in the document (each mesh counted once). */
export function countTriangles(document: Document): number {
  let triangles = 0;
  for (const mesh of document.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) triangles += primitiveTriangles(primitive);
  }
  return triangles;
}

/**
 * Simplifies (meshoptimizer's simplifier) every triangle mesh by the share that brings the document
 * under `budget`, in passes of growing error (`passes`, the phone's by default). Returns null when it was
 * under budget already. Expects welded geometry (optimiseModel welds first): split vertices would stop the
 * simplifier early.
 */
export async function simplifyToBudget(
  document: Document,
  budget: number,
  passes: readonly number[] = PHONE_PASSES,
): Promise<Simplification | null> {
  const before = countTriangles(document);
  if (before <= budget) return null;
  await MeshoptSimplifier.ready;
  let current = before;
  for (const [index, error] of passes.entries()) {
    if (current <= budget * (index === 0 ? 1 : SLACK)) break;
    // The ratio counts indices, so triangles: each primitive keeps its share of the budget.
    await document.transform(simplify({ simplifier: MeshoptSimplifier, ratio: budget / current, error }));
    current = countTriangles(document);
  }
  return { before, after: current, budget, reached: current <= budget };
}
