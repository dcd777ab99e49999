import type { ReactNode } from 'react';

/**
 * A value that reads left to right (a shop link, a user name, an email, a phone number, an address on
 * the web, a tracking code) kept whole inside text of either direction. It is an isolate: in a Persian
 * sentence the Unicode bidi algorithm would otherwise move its slashes, dots, plus signs and digit groups
 * to the other end (`/sara41411` shown as `sara41411/`), and the text around it is not reordered by it.
 * Inline, so it takes the place of the value itself; the element around it keeps the page's direction
 * (and its alignment).
 */
export function LtrText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * The same isolate for a value interpolated into a message (a plain string: a title, a toast, an
 * `aria-label`): LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE around it, invisible characters.
 */
export function ltrIsolate(value: string): string {
  return `\u2066${value}\u2069`;
}
