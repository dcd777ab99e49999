/**
 * A page that has no counterpart in the other language (a post written in Persian only) names where the
 * header's language switch should go instead, so the switch does not lead to a 404. A hidden element in the
 * page, not a prop: the header belongs to the layout, which a page cannot hand anything to, and the page is
 * kept by the cache the same for everyone.
 */
export const OTHER_LANGUAGE_ATTRIBUTE = 'data-other-language';

/** `href`: the whole address in the other language (with its /en prefix). */
export function OtherLanguage({ href }: { href: string }) {
  return <span hidden {...{ [OTHER_LANGUAGE_ATTRIBUTE]: href }} />;
}
