/**
 * Meta descriptions: what a search result shows under the title. Engines cut them at about 160
 * characters, so every page's description fits in that many, made of whole sentences, each ending with
 * its full stop (a tagline and a description joined without one read as one run-on sentence).
 */
export const META_DESCRIPTION_MAX = 160;

const SENTENCE_END = /[.!?؟…]$/;

/** The text as a sentence: trimmed, its spaces folded, with a full stop unless it already ends with one. */
export function asSentence(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return !folded || SENTENCE_END.test(folded) ? folded : `${folded}.`;
}

/** A text's sentences (each keeps its own full stop). */
export function sentencesOf(text: string): string[] {
  return asSentence(text)
    .split(/(?<=[.!?؟])\s+/)
    .filter(Boolean);
}

/** As many of the sentences, from the first, as fit in `max` characters together ('' when the first does not). */
function leadingSentences(sentences: string[], max: number): string {
  let fitted = '';
  for (const sentence of sentences) {
    const next = fitted ? `${fitted} ${sentence}` : sentence;
    if (next.length > max) break;
    fitted = next;
  }
  return fitted;
}

/** The text cut at the last space that leaves room for an ellipsis, for text that has no short sentence. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,،;؛:]+$/, '')}…`;
}

/**
 * A description from the texts given (a page's own copy, or what an owner wrote), in order: as many of
 * their whole sentences as fit. Only when even the first sentence is too long is it cut, at a word, with
 * an ellipsis.
 */
export function metaDescription(...texts: (string | null | undefined)[]): string {
  const sentences = texts.filter((text): text is string => Boolean(text?.trim())).flatMap(sentencesOf);
  return leadingSentences(sentences, META_DESCRIPTION_MAX) || cutAtWord(sentences[0] ?? '', META_DESCRIPTION_MAX);
}

/**
 * A tool page's description: its tagline, then as many of the description's sentences as fit. When not
 * even the first fits beside the tagline, the description's own sentences say more than the tagline alone.
 */
export function toolDescription(copy: { tagline: string; description: string }): string {
  const tagline = asSentence(copy.tagline);
  const withTagline = metaDescription(tagline, copy.description);
  if (withTagline.length > tagline.length) return withTagline;
  return leadingSentences(sentencesOf(copy.description), META_DESCRIPTION_MAX) || withTagline;
}
