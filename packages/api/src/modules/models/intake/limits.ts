/**
 * Every limit and default of model intake, in one place, so that configuration can override any of them
 * (`resolveIntakeLimits({ maxTriangles: 50_000 })`). Decision 031 says why each value is what it is.
 */
export interface IntakeLimits {
  /** The upload itself (GLB or zip), before anything is unpacked. */
  maxUploadBytes: number;
  /** Entries in a zip, folders included: the central directory is walked entry by entry. */
  maxEntries: number;
  /** All the bytes a zip may inflate to, counted as they are inflated (headers are not trusted). */
  maxUncompressedBytes: number;
  /** Inflated ÷ compressed bytes of one entry above which it is a bomb, once past `ratioFloorBytes`. */
  maxCompressionRatio: number;
  /** Small entries may compress very well (a JSON full of zeros); the ratio is judged only past this. */
  ratioFloorBytes: number;
  /** Pixels of one texture we agree to decode (a 1 KB PNG can declare 50,000 × 50,000). */
  maxTexturePixels: number;
  /** The long side of every texture after optimisation. */
  maxTextureSize: number;
  /** Triangles above which a model is simplified for phones. */
  maxTriangles: number;
  /** Prims in a USDZ's layers (meshes, transforms, materials, shaders, ...), every referenced layer counted. */
  maxUsdPrims: number;
  /** Triangles a USDZ's meshes make once triangulated, counted before three.js builds them. */
  maxUsdTriangles: number;
  /** A USD text (usda) layer: three's text parser holds about twelve times the text at its peak. */
  maxUsdTextBytes: number;
  /** Corners of one USD polygon: three triangulates each polygon in time that grows with its square. */
  maxUsdPolygonVertices: number;
}

export const DEFAULT_INTAKE_LIMITS: Readonly<IntakeLimits> = Object.freeze({
  maxUploadBytes: 100 * 2 ** 20,
  maxEntries: 500,
  maxUncompressedBytes: 256 * 2 ** 20,
  maxCompressionRatio: 100,
  ratioFloorBytes: 2 ** 20,
  maxTexturePixels: 8192 * 8192,
  maxTextureSize: 2048,
  maxTriangles: 100_000,
  maxUsdPrims: 20_000,
  maxUsdTriangles: 1_000_000,
  maxUsdTextBytes: 32 * 2 ** 20,
  maxUsdPolygonVertices: 1_024,
});

/** The defaults with the given values over them; a value that is not a positive number is refused. */
export function resolveIntakeLimits(overrides: Partial<IntakeLimits> = {}): IntakeLimits {
  const limits = { ...DEFAULT_INTAKE_LIMITS };
  for (const [name, value] of Object.entries(overrides) as [keyof IntakeLimits, number | undefined][]) {
    if (value === undefined) continue;
    if (!(name in DEFAULT_INTAKE_LIMITS)) throw new Error(`Unknown intake limit ${name}`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new Error(`Intake limit ${name} must be a positive number, not ${String(value)}`);
    }
    limits[name] = value;
  }
  return limits;
}
