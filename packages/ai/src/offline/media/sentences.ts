/**
 * Long texts are spoken sentence by sentence: each espeak run stays short (and the event loop gets a
 * turn between them), and progress can be reported. Sentences end at . ! ? ؟ … ; ؛ or a line break;
 * an overlong one is cut at a comma (, or ،), else at a space.
 */
const MAX_LENGTH = 300;

function cut(sentence: string): string[] {
  if (sentence.length <= MAX_LENGTH) return [sentence];
  const window = sentence.slice(0, MAX_LENGTH);
  const comma = Math.max(window.lastIndexOf(','), window.lastIndexOf('،'));
  const space = window.lastIndexOf(' ');
  const at = comma > MAX_LENGTH / 3 ? comma + 1 : space > MAX_LENGTH / 3 ? space : MAX_LENGTH;
  return [sentence.slice(0, at).trim(), ...cut(sentence.slice(at).trim())].filter(Boolean);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟…;؛])\s+|\n+/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
    .flatMap(cut);
}
