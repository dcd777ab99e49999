/**
 * Deterministic randomness for the offline media: the same prompt and seed must give the same file on
 * every machine and every run, so nothing here may read the clock or Math.random.
 */

/** FNV-1a over the UTF-16 code units: a stable 32-bit number for a word or a prompt. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Mulberry32: small, fast and good enough for choosing colours, notes and camera paths. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words of a prompt, lower-cased, with Arabic letter forms folded to Persian ones (ي→ی, ك→ک). */
export function promptWords(prompt: string): string[] {
  return prompt
    .normalize('NFC')
    .toLowerCase()
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .split(/[^\p{L}\p{N}\u200c]+/u)
    .map((word) => word.replace(/^\u200c+|\u200c+$/g, ''))
    .filter(Boolean);
}
