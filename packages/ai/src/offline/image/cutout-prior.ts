/**
 * A model of a picture's background for the offline cut-out (remove-bg.ts), without a segmentation
 * model. The frame's outer ring is taken as mostly background, and explains the rest:
 *
 * - a smooth surface (a quadratic in x and y, per Lab channel) fitted to the ring, robustly, so that a
 *   subject touching the frame does not bend it (what it leaves unexplained on the ring is that subject,
 *   unless it runs into a corner: a floor, a table, a horizon);
 * - the ring's palette (its Lab colours, binned): stripes, tiles, texture, trusted only as far from the
 *   surface as the ring itself strays;
 * - edges: how crisp each one is (a gradient, a vignette, bokeh or a soft shadow has none), and the cost
 *   of reaching a pixel from the background without crossing a crisp one.
 *
 * backgroundPrior says where the first cut should start; backgroundAttachments, what that cut kept and
 * should not have. Pure arithmetic on typed arrays: tested without OpenCV (cutout-prior.test.ts), and
 * measured on pictures with known subjects (cutout-scenes.ts).
 */

/** Lab (D65) of 8-bit sRGB pixels: L 0..100, a and b about -128..127. */
export function toLab(rgb: Uint8Array | Buffer, channels: number, count: number): Float32Array {
  const linear = new Float32Array(256);
  for (let v = 0; v < 256; v += 1) {
    const c = v / 255;
    linear[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const lab = new Float32Array(count * 3);
  for (let p = 0; p < count; p += 1) {
    const r = linear[rgb[p * channels]!]!;
    const g = linear[rgb[p * channels + 1]!]!;
    const b = linear[rgb[p * channels + 2]!]!;
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[p * 3] = 116 * y - 16;
    lab[p * 3 + 1] = 500 * (x - y);
    lab[p * 3 + 2] = 200 * (y - z);
  }
  return lab;
}

/** 1 on the outer ring of the frame, `thickness` pixels wide. */
export function frameRing(width: number, height: number, thickness: number): Uint8Array {
  const ring = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x < thickness || y < thickness || x >= width - thickness || y >= height - thickness) ring[y * width + x] = 1;
    }
  }
  return ring;
}

/** Solves the n×n system `a`·x = `b` (k right-hand sides, row-major) by Gaussian elimination. */
function solve(a: Float64Array, b: Float64Array, n: number, k: number): Float64Array | null {
  const m = Float64Array.from(a);
  const r = Float64Array.from(b);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(m[row * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = row;
    if (Math.abs(m[pivot * n + col]!) < 1e-12) return null;
    if (pivot !== col) {
      for (let j = 0; j < n; j += 1) [m[col * n + j], m[pivot * n + j]] = [m[pivot * n + j]!, m[col * n + j]!];
      for (let j = 0; j < k; j += 1) [r[col * k + j], r[pivot * k + j]] = [r[pivot * k + j]!, r[col * k + j]!];
    }
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row * n + col]! / m[col * n + col]!;
      if (factor === 0) continue;
      for (let j = col; j < n; j += 1) m[row * n + j]! -= factor * m[col * n + j]!;
      for (let j = 0; j < k; j += 1) r[row * k + j]! -= factor * r[col * k + j]!;
    }
  }
  const x = new Float64Array(n * k);
  for (let row = 0; row < n; row += 1)
    for (let j = 0; j < k; j += 1) x[row * k + j] = r[row * k + j]! / m[row * n + row]!;
  return x;
}

/** A crispness (Lab units per pixel) always "smooth", however clean the ring: what rounding leaves. */
const FREE_EDGE = 0.5;
/** An outline this crisp (Lab units per pixel, beyond noise) is an object's edge: the dark leaf's reads 2. */
const CRISP_EDGE = 1.5;
/**
 * A region the background reaches smoothly is background when at least half its outline fades into it;
 * one in the background's colours, when the background borders at least 30 % of its outline (a white
 * mug's highlight meets the wall at one spot, under a tenth of its outline; a floor tile beside the
 * subject, most of it).
 */
const FADED_SHARE = 0.5;
const SURROUNDED_SHARE = 0.3;
/** Crossing less than this (crispness beyond the free level, summed on the way) is crossing nothing. */
const SMOOTH_CROSSING = 0.3;
/** A colour nearer than this (Lab units) to the background's surface is the background's, however clean the ring. */
const NEAR_COLOUR = 2;

const TERMS = 6;
/** 1, x, y, x², xy, y² with x and y scaled to -1..1 (the surface's terms at a pixel). */
function terms(x: number, y: number, width: number, height: number, out: Float64Array) {
  const u = (2 * x) / Math.max(1, width - 1) - 1;
  const v = (2 * y) / Math.max(1, height - 1) - 1;
  out[0] = 1;
  out[1] = u;
  out[2] = v;
  out[3] = u * u;
  out[4] = u * v;
  out[5] = v * v;
}

/** Whether pixel `p` lies near a corner of the frame: within `reach` of two of its sides. */
const nearCorner = (p: number, width: number, height: number, reach: number) => {
  const x = p % width;
  const y = (p - x) / width;
  return (x < reach || x >= width - reach) && (y < reach || y >= height - reach);
};

/**
 * Writes the 8-neighbours of pixel `p` that lie inside the frame into `out` (room for 8) and returns how
 * many there are: the flood fills and the path costs below all walk the same neighbourhood.
 */
function neighbours8(p: number, width: number, height: number, out: Int32Array): number {
  const x = p % width;
  const y = (p - x) / width;
  let n = 0;
  for (let dy = -1; dy <= 1; dy += 1) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx += 1) {
      const nx = x + dx;
      if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
      out[n++] = ny * width + nx;
    }
  }
  return n;
}

/** The connected pieces (8-neighbours) of ring pixels that are not `background`. */
function ringPieces(background: Uint8Array, ring: Uint8Array, width: number, height: number): number[][] {
  const seen = new Uint8Array(ring.length);
  const around = new Int32Array(8);
  const pieces: number[][] = [];
  for (let start = 0; start < ring.length; start += 1) {
    if (!ring[start] || background[start] || seen[start]) continue;
    const piece = [start];
    seen[start] = 1;
    for (let k = 0; k < piece.length; k += 1) {
      const n = neighbours8(piece[k]!, width, height, around);
      for (let i = 0; i < n; i += 1) {
        const q = around[i]!;
        if (ring[q] && !background[q] && !seen[q]) {
          seen[q] = 1;
          piece.push(q);
        }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

export interface SmoothBackground {
  /** The surface's Lab colour at every pixel (3 per pixel). */
  predicted: Float32Array;
  /** 1 at the ring's background: pixels the surface explains, and what it does not that reaches a corner. */
  inliers: Uint8Array;
  /** The ring's typical distance from the surface, in Lab units (noise and texture). */
  spread: number;
  /** How far the ring's background strays from the surface (its 99th percentile), in Lab units. */
  deviation: number;
}

/**
 * A quadratic surface per Lab channel through the ring, refitted a few times without the ring pixels
 * far from it (a subject touching the frame, a logo in a corner).
 */
export function smoothBackground(
  lab: Float32Array,
  width: number,
  height: number,
  ring: Uint8Array,
  thickness: number,
): SmoothBackground {
  const indices: number[] = [];
  for (let p = 0; p < ring.length; p += 1) if (ring[p]) indices.push(p);
  const weight = new Uint8Array(indices.length).fill(1);
  const row = new Float64Array(TERMS);
  let coefficients: Float64Array = new Float64Array(TERMS * 3);
  let spread = 0;
  const residual = new Float32Array(indices.length);
  for (let round = 0; round < 5; round += 1) {
    const normal = new Float64Array(TERMS * TERMS);
    const right = new Float64Array(TERMS * 3);
    indices.forEach((p, i) => {
      if (!weight[i]) return;
      terms(p % width, Math.floor(p / width), width, height, row);
      for (let a = 0; a < TERMS; a += 1) {
        for (let b = 0; b < TERMS; b += 1) normal[a * TERMS + b]! += row[a]! * row[b]!;
        for (let c = 0; c < 3; c += 1) right[a * 3 + c]! += row[a]! * lab[p * 3 + c]!;
      }
    });
    coefficients = solve(normal, right, TERMS, 3) ?? coefficients;
    indices.forEach((p, i) => {
      terms(p % width, Math.floor(p / width), width, height, row);
      let sum = 0;
      for (let c = 0; c < 3; c += 1) {
        let value = 0;
        for (let a = 0; a < TERMS; a += 1) value += row[a]! * coefficients[a * 3 + c]!;
        sum += (lab[p * 3 + c]! - value) ** 2;
      }
      residual[i] = Math.sqrt(sum);
    });
    // Trimmed: the next fit uses the closest 70 % of the ring, so a subject on up to a quarter of the
    // frame cannot drag the surface towards itself. The spread is their median distance, scaled as a
    // standard deviation would be (MAD).
    const sorted = Float32Array.from(residual).sort();
    const trim = sorted[Math.floor(sorted.length * 0.7)] ?? 0;
    spread = 1.4826 * (sorted[Math.floor(sorted.length * 0.35)] ?? 0);
    for (let i = 0; i < indices.length; i += 1) weight[i] = residual[i]! <= trim ? 1 : 0;
  }
  // The ring's background: every ring pixel the final surface explains within its spread.
  const limit = 3 * spread + 3;
  for (let i = 0; i < indices.length; i += 1) weight[i] = residual[i]! <= limit ? 1 : 0;
  const inliers = new Uint8Array(width * height);
  indices.forEach((p, i) => {
    inliers[p] = weight[i]!;
  });
  // What the surface does not explain on the ring is a subject touching the frame, unless it reaches a
  // corner (within three ring widths): a floor, a table top or a horizon runs into the corners; a person
  // or an object standing in the picture meets the frame on one side. (A subject cropped at a corner is
  // taken for background on the ring there.)
  for (const piece of ringPieces(inliers, ring, width, height)) {
    if (!piece.some((p) => nearCorner(p, width, height, 3 * thickness))) continue;
    for (const p of piece) inliers[p] = 1;
  }
  const kept = Float32Array.from(indices.flatMap((p, i) => (inliers[p] ? [residual[i]!] : []))).sort();
  const deviation = kept[Math.floor((kept.length - 1) * 0.99)] ?? 0;

  const predicted = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      terms(x, y, width, height, row);
      const p = y * width + x;
      for (let c = 0; c < 3; c += 1) {
        let value = 0;
        for (let a = 0; a < TERMS; a += 1) value += row[a]! * coefficients[a * 3 + c]!;
        predicted[p * 3 + c] = value;
      }
    }
  }
  return { predicted, inliers, spread, deviation };
}

/** Lab bins of the palette: L 0..100 and a, b -128..127, each in steps of this many units. */
const BIN = 6;
const L_BINS = Math.ceil(101 / BIN);
const AB_BINS = Math.ceil(256 / BIN);
const binOf = (l: number, a: number, b: number) => {
  const bl = Math.min(L_BINS - 1, Math.max(0, Math.floor(l / BIN)));
  const ba = Math.min(AB_BINS - 1, Math.max(0, Math.floor((a + 128) / BIN)));
  const bb = Math.min(AB_BINS - 1, Math.max(0, Math.floor((b + 128) / BIN)));
  return (bl * AB_BINS + ba) * AB_BINS + bb;
};

/**
 * How far (in Lab units, to a bin's precision) each pixel's colour is from the nearest colour the ring's
 * background shows. A bin counts once a few ring pixels fall in it, so that stray noise and the odd
 * subject pixel on the ring do not make a colour "background".
 */
export function paletteDistance(lab: Float32Array, background: Uint8Array, minimum = 3): Float32Array {
  const counts = new Uint32Array(L_BINS * AB_BINS * AB_BINS);
  for (let p = 0; p < background.length; p += 1) {
    if (background[p]) counts[binOf(lab[p * 3]!, lab[p * 3 + 1]!, lab[p * 3 + 2]!)]! += 1;
  }
  // Distance in bins from every bin to the nearest palette bin: a breadth-first walk over the 26
  // neighbours (a chessboard distance, close enough at this precision).
  const steps = new Int16Array(counts.length).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < counts.length; i += 1) {
    if (counts[i]! >= minimum) {
      steps[i] = 0;
      frontier.push(i);
    }
  }
  const distance = new Float32Array(background.length);
  if (frontier.length === 0) return distance.fill(Number.POSITIVE_INFINITY);
  for (let step = 1; frontier.length; step += 1) {
    const next: number[] = [];
    for (const index of frontier) {
      const bb = index % AB_BINS;
      const ba = Math.floor(index / AB_BINS) % AB_BINS;
      const bl = Math.floor(index / (AB_BINS * AB_BINS));
      for (let dl = -1; dl <= 1; dl += 1) {
        for (let da = -1; da <= 1; da += 1) {
          for (let db = -1; db <= 1; db += 1) {
            const l = bl + dl;
            const a = ba + da;
            const b = bb + db;
            if (l < 0 || a < 0 || b < 0 || l >= L_BINS || a >= AB_BINS || b >= AB_BINS) continue;
            const neighbour = (l * AB_BINS + a) * AB_BINS + b;
            if (steps[neighbour] !== -1) continue;
            steps[neighbour] = step;
            next.push(neighbour);
          }
        }
      }
    }
    frontier = next;
  }
  for (let p = 0; p < distance.length; p += 1) {
    distance[p] = steps[binOf(lab[p * 3]!, lab[p * 3 + 1]!, lab[p * 3 + 2]!)]! * BIN;
  }
  return distance;
}

/** The Sobel gradient magnitude of Lab (3 floats a pixel), in Lab units per pixel, over the three channels. */
function sobel(lab: Float32Array, width: number, height: number): Float32Array {
  const strength = new Float32Array(width * height);
  const row = width * 3;
  for (let y = 0; y < height; y += 1) {
    // Rows and columns beyond the frame repeat its edge.
    const up = (y > 0 ? y - 1 : y) * row;
    const here = y * row;
    const down = (y < height - 1 ? y + 1 : y) * row;
    for (let x = 0; x < width; x += 1) {
      const left = (x > 0 ? x - 1 : x) * 3;
      const centre = x * 3;
      const right = (x < width - 1 ? x + 1 : x) * 3;
      let sum = 0;
      for (let c = 0; c < 3; c += 1) {
        const a = lab[up + left + c]!;
        const b = lab[up + centre + c]!;
        const d = lab[up + right + c]!;
        const e = lab[here + left + c]!;
        const f = lab[here + right + c]!;
        const g = lab[down + left + c]!;
        const h = lab[down + centre + c]!;
        const i = lab[down + right + c]!;
        const gx = d + 2 * f + i - a - 2 * e - g;
        const gy = g + 2 * h + i - a - 2 * b - d;
        sum += gx * gx + gy * gy;
      }
      strength[y * width + x] = Math.sqrt(sum) / 8;
    }
  }
  return strength;
}

/**
 * How crisp the edge at each pixel is: its gradient at the picture's own scale less its gradient once
 * the picture is blurred (`coarse`, the same Lab blurred by a few pixels). A gradient, a vignette or an
 * out-of-focus blob changes as fast at both scales and reads about 0; a crisp outline is much steeper at
 * the fine scale and reads about 0.4 of its contrast.
 */
export function edgeCrispness(lab: Float32Array, coarse: Float32Array, width: number, height: number): Float32Array {
  const fine = sobel(lab, width, height);
  const blurred = sobel(coarse, width, height);
  for (let p = 0; p < fine.length; p += 1) fine[p] = Math.max(0, fine[p]! - blurred[p]!);
  return fine;
}

/**
 * The cost of reaching each pixel from the seeds (background) without crossing a crisp edge: a
 * shortest path over the 8-neighbour grid where each pixel passed costs its crispness beyond `free`.
 * Smooth changes (a gradient, a vignette, an out-of-focus blob, a soft shadow) cost nothing however far
 * they go; a crisp outline costs about its contrast, whatever its angle (a cost per colour step between
 * neighbours leaks: a slanted, anti-aliased edge is a staircase of small steps). Dijkstra, binary heap.
 */
export function edgeCrossingCost(
  crispness: Float32Array,
  width: number,
  height: number,
  seeds: Uint8Array,
  free: number,
): Float32Array {
  const count = width * height;
  const cost = new Float32Array(count).fill(Number.POSITIVE_INFINITY);
  const heap = new MinHeap(count);
  const around = new Int32Array(8);
  for (let p = 0; p < count; p += 1) {
    if (!seeds[p]) continue;
    cost[p] = 0;
    heap.push(p, 0);
  }
  while (heap.size) {
    const [p, reached] = heap.pop();
    if (reached > cost[p]!) continue;
    const n = neighbours8(p, width, height, around);
    for (let i = 0; i < n; i += 1) {
      const q = around[i]!;
      const next = reached + Math.max(0, crispness[q]! - free);
      if (next < cost[q]!) {
        cost[q] = next;
        heap.push(q, next);
      }
    }
  }
  return cost;
}

/** A binary min-heap of (pixel, cost) pairs; stale entries are skipped by the caller. */
class MinHeap {
  private items: Int32Array;
  private keys: Float32Array;
  size = 0;
  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
    this.keys = new Float32Array(capacity);
  }
  push(item: number, key: number) {
    if (this.size === this.items.length) {
      const items = new Int32Array(this.items.length * 2);
      const keys = new Float32Array(this.keys.length * 2);
      items.set(this.items);
      keys.set(this.keys);
      this.items = items;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.items[i] = this.items[parent]!;
      this.keys[i] = this.keys[parent]!;
      i = parent;
    }
    this.items[i] = item;
    this.keys[i] = key;
  }
  pop(): [number, number] {
    const top: [number, number] = [this.items[0]!, this.keys[0]!];
    const lastItem = this.items[--this.size]!;
    const lastKey = this.keys[this.size]!;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && this.keys[right]! < this.keys[left]! ? right : left;
      if (this.keys[child]! >= lastKey) break;
      this.items[i] = this.items[child]!;
      this.keys[i] = this.keys[child]!;
      i = child;
    }
    this.items[i] = lastItem;
    this.keys[i] = lastKey;
    return top;
  }
}

/**
 * The connected regions of `candidate` (4-neighbours) whose outline is open enough: at least `share` of
 * their outline pixels pass `open`. Returns 1 on every pixel of such regions.
 */
export function openRegions(
  candidate: Uint8Array,
  width: number,
  height: number,
  open: (pixel: number) => boolean,
  share: number,
): Uint8Array {
  const result = new Uint8Array(candidate.length);
  const seen = new Uint8Array(candidate.length);
  const region: number[] = [];
  for (let start = 0; start < candidate.length; start += 1) {
    if (!candidate[start] || seen[start]) continue;
    region.length = 0;
    region.push(start);
    seen[start] = 1;
    let outline = 0;
    let openOutline = 0;
    for (let k = 0; k < region.length; k += 1) {
      const p = region[k]!;
      const x = p % width;
      let onOutline = false;
      for (let n = 0; n < 4; n += 1) {
        const q =
          n === 0 ? (x + 1 < width ? p + 1 : -1) : n === 1 ? (x > 0 ? p - 1 : -1) : n === 2 ? p + width : p - width;
        if (q < 0 || q >= candidate.length) continue;
        if (!candidate[q]) onOutline = true;
        else if (!seen[q]) {
          seen[q] = 1;
          region.push(q);
        }
      }
      if (!onOutline) continue;
      outline += 1;
      if (open(p)) openOutline += 1;
    }
    if (openOutline >= share * outline) for (const p of region) result[p] = 1;
  }
  return result;
}

export interface BackgroundPrior {
  /** The frame's ring, and which of its pixels are background (inliers of the surface). */
  ring: Uint8Array;
  background: Uint8Array;
  /** Per pixel, in Lab units: how far its colour is from the background's (surface or palette). */
  colourDistance: Float32Array;
  /** The ring's typical distance from its surface (noise and texture), in Lab units. */
  spread: number;
  /**
   * 1 where the background's colours explain the pixel: near its surface, or a colour of its palette
   * no further from the surface than the ring itself strays (stripes, tiles).
   */
  byColour: Uint8Array;
  /** How crisp the edge at each pixel is (edgeCrispness), and the level the ring's own edges stay under. */
  crispness: Float32Array;
  free: number;
}

/**
 * The prior for a picture given as Lab (3 floats a pixel), and the same picture blurred by a few pixels
 * (`coarse`, for edgeCrispness); `ringShare` of the shorter side is the ring.
 */
export function backgroundPrior(
  lab: Float32Array,
  coarse: Float32Array,
  width: number,
  height: number,
  ringShare = 0.04,
): BackgroundPrior {
  const thickness = Math.max(2, Math.round(Math.min(width, height) * ringShare));
  const ring = frameRing(width, height, thickness);
  const smooth = smoothBackground(lab, width, height, ring, thickness);
  const palette = paletteDistance(lab, smooth.inliers);
  const colourDistance = new Float32Array(width * height);
  const byColour = new Uint8Array(width * height);
  // Near the surface: within three times the ring's spread, never under NEAR_COLOUR. In the palette:
  // a colour the ring shows, and no further from the surface than the ring itself strays (stripes and
  // tiles stray; a smooth wall does not, and its palette must not explain a white mug's shading by the
  // wall's grey at the other end of the picture).
  const near = Math.max(NEAR_COLOUR, 3 * smooth.spread);
  for (let p = 0; p < colourDistance.length; p += 1) {
    const dl = lab[p * 3]! - smooth.predicted[p * 3]!;
    const da = lab[p * 3 + 1]! - smooth.predicted[p * 3 + 1]!;
    const db = lab[p * 3 + 2]! - smooth.predicted[p * 3 + 2]!;
    const surface = Math.sqrt(dl * dl + da * da + db * db);
    colourDistance[p] = Math.min(surface, palette[p]!);
    byColour[p] = surface < near || (palette[p] === 0 && surface <= smooth.deviation) ? 1 : 0;
  }
  const crispness = edgeCrispness(lab, coarse, width, height);
  // Edges no crisper than the ring's own (its noise and texture: twice what 90 % of it stays under) are
  // noise; on these pictures the ring reads under 1, a subject's outline 2 (a dark leaf on a dark wall)
  // to 20.
  const ringCrispness = crispness.filter((_, p) => smooth.inliers[p] === 1).sort();
  const free = Math.max(FREE_EDGE, 2 * (ringCrispness[Math.floor(ringCrispness.length * 0.9)] ?? 0));
  return { ring, background: smooth.inliers, colourDistance, spread: smooth.spread, byColour, crispness, free };
}

/** `mask` grown (`grow`) or shrunk by a square of 2·`radius`+1 pixels: a row pass, then a column pass. */
export function morph(mask: Uint8Array, width: number, height: number, radius: number, grow: boolean): Uint8Array {
  const rows = new Uint8Array(mask.length);
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let value = grow ? 0 : 1;
      for (let dx = -radius; dx <= radius; dx += 1) {
        const v = mask[y * width + Math.min(width - 1, Math.max(0, x + dx))]!;
        value = grow ? value | v : value & v;
      }
      rows[y * width + x] = value;
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let value = grow ? 0 : 1;
      for (let dy = -radius; dy <= radius; dy += 1) {
        const v = rows[Math.min(height - 1, Math.max(0, y + dy)) * width + x]!;
        value = grow ? value | v : value & v;
      }
      out[y * width + x] = value;
    }
  }
  return out;
}

/**
 * What a first cut kept that belongs to the background after all, given that cut (`foreground`, 1 for
 * subject): regions of it that the background reaches without crossing a crisp edge and that fade into
 * the background along most of their outline (a vignette's light centre, an out-of-focus blob, a soft
 * shadow; a white mug entered through the one spot where its rim matches the wall is outlined by crisp
 * edges, and stays), and regions in the background's own colours that it surrounds on most sides (a
 * stripe or a floor tile beside the subject; the mug's highlight touches the wall at one spot only).
 */
export function backgroundAttachments(
  foreground: Uint8Array,
  prior: BackgroundPrior,
  width: number,
  height: number,
): Uint8Array {
  const count = width * height;
  const seeds = new Uint8Array(count);
  for (let p = 0; p < count; p += 1) seeds[p] = foreground[p] ? 0 : 1;
  const crossing = edgeCrossingCost(prior.crispness, width, height, seeds, prior.free);
  const crisp = Math.max(CRISP_EDGE, 2 * prior.free);
  const bordersBackground = (p: number) => {
    const x = p % width;
    return (
      (x + 1 < width && !foreground[p + 1]) ||
      (x > 0 && !foreground[p - 1]) ||
      (p + width < count && !foreground[p + width]) ||
      (p >= width && !foreground[p - width])
    );
  };
  const around = new Int32Array(8);
  const nearCrisp = (p: number) => {
    if (prior.crispness[p]! > crisp) return true;
    const n = neighbours8(p, width, height, around);
    for (let i = 0; i < n; i += 1) if (prior.crispness[around[i]!]! > crisp) return true;
    return false;
  };
  const smooth = new Uint8Array(count);
  const coloured = new Uint8Array(count);
  for (let p = 0; p < count; p += 1) {
    smooth[p] = foreground[p] && crossing[p]! < SMOOTH_CROSSING ? 1 : 0;
    coloured[p] = foreground[p] && prior.byColour[p] ? 1 : 0;
  }
  // Specks of noise crisper than the ring's leave pinholes in a smooth region, and every pinhole would
  // count as closed outline: closed first.
  const closed = morph(morph(smooth, width, height, 2, true), width, height, 2, false);
  for (let p = 0; p < count; p += 1) closed[p] = closed[p]! & foreground[p]!;
  const faded = openRegions(closed, width, height, (p) => bordersBackground(p) && !nearCrisp(p), FADED_SHARE);
  const surrounded = openRegions(coloured, width, height, bordersBackground, SURROUNDED_SHARE);
  for (let p = 0; p < count; p += 1) faded[p] = faded[p]! | surrounded[p]!;
  return faded;
}
