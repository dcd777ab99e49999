/**
 * The Markdown toolbar's edits, on a text and its selection (pure: the editor and its tests share them).
 * Each answers the new text and what to select in it, so the writer can type over the placeholder.
 */

export interface TextState {
  text: string;
  start: number;
  end: number;
}

/** The whole lines the selection touches: from the start of its first line to the end of its last. */
function lineRange({ text, start, end }: TextState) {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  return { from, to: newline === -1 ? text.length : newline };
}

/** Each selected line starts with `prefix`, or, when every one already does, none does any more. */
function toggleLinePrefix(state: TextState, prefix: string, matches: RegExp): TextState {
  const { from, to } = lineRange(state);
  const lines = state.text.slice(from, to).split('\n');
  const all = lines.every((line) => matches.test(line));
  const changed = lines.map((line) => (all ? line.replace(matches, '') : `${prefix}${line.replace(matches, '')}`));
  const block = changed.join('\n');
  // A caret stays a caret (at the line's end, to type on); a selection selects the lines it changed.
  const start = state.start === state.end ? from + block.length : from;
  return { text: state.text.slice(0, from) + block + state.text.slice(to), start, end: from + block.length };
}

/** A section's heading (`# `, which the post's page shows as an h2 under its title, decision 048). */
export const toggleHeading = (state: TextState) => toggleLinePrefix(state, '# ', /^#{1,6}\s+/);

/** A bulleted list, one item a line. */
export const toggleList = (state: TextState) => toggleLinePrefix(state, '- ', /^\s*[-*+]\s+/);

/** Bold: the selection between `**`, or the placeholder there, selected. */
export function wrapBold({ text, start, end }: TextState, placeholder: string): TextState {
  const inner = text.slice(start, end) || placeholder;
  return {
    text: `${text.slice(0, start)}**${inner}**${text.slice(end)}`,
    start: start + 2,
    end: start + 2 + inner.length,
  };
}

/** A link: the selection (or the placeholder) as its text, and its address selected to type over. */
export function wrapLink({ text, start, end }: TextState, placeholder: string, address = 'https://'): TextState {
  const inner = text.slice(start, end) || placeholder;
  const before = `${text.slice(0, start)}[${inner}](`;
  return {
    text: `${before}${address})${text.slice(end)}`,
    start: before.length,
    end: before.length + address.length,
  };
}

/** An image on a paragraph of its own, in place of the selection; its description selected to type over. */
export function insertImage({ text, start, end }: TextState, alt: string, src: string): TextState {
  const head = text.slice(0, start);
  const tail = text.slice(end);
  const before = head === '' ? '' : head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const after = tail === '' ? '' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const opening = `${head}${before}![`;
  return {
    text: `${opening}${alt}](${src})${after}${tail}`,
    start: opening.length,
    end: opening.length + alt.length,
  };
}
