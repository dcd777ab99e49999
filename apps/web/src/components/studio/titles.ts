/**
 * The tab title of a tool's studio page: the tool's name, then the page (a history, a new design, a
 * result), e.g. «ساخت تصویر از متن · طرح تازه» or "Text to image · New design". The site's name follows
 * from the root layout's template. Pure, so the route tests build the same string.
 */
export const STUDIO_TITLE_SEPARATOR = ' · ';

export function studioPageTitle(toolName: string, pageTitle: string): string {
  return `${toolName}${STUDIO_TITLE_SEPARATOR}${pageTitle}`;
}
