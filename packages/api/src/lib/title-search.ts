import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '../modules/market/normalize';

/** Arabic ي and ك as Persian ی and ک: a title typed on either keyboard is found by the other's words. */
const persianLetters = (text: string) => text.replace(/ي/g, 'ی').replace(/ك/g, 'ک');

/**
 * An owner's library search (models, tours): the words anywhere in the Persian or the English title, whatever
 * the case and whichever keyboard's ی and ک typed them; undefined (no condition) when there are no words.
 */
export function titleContains(words: string | undefined, title: AnyColumn, titleEn: AnyColumn): SQL | undefined {
  if (!words) return undefined;
  const pattern = `%${escapeLike(persianLetters(words))}%`;
  return or(
    ilike(sql`translate(${title}, 'يك', 'یک')`, pattern),
    ilike(sql`translate(coalesce(${titleEn}, ''), 'يك', 'یک')`, pattern),
  );
}
