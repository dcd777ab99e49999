/**
 * The classes the theme script (lib/csp.ts `themeScript`) puts on <html> before the first paint: `dark`
 * for the dark theme (the cookie's choice, or the system's), `signed-in` when the API's hint cookie says
 * so. React clears <html>'s attributes when it mounts the root layout again (a move to the other language),
 * so the layout puts them back (components/layout/document-classes.tsx). The two must agree:
 * csp.test.ts runs both on the same cookies.
 */
/** Whether the API's `signed_in` hint cookie is there (it grants nothing; it says /api/me is worth asking). */
export function hasSignedInHint(cookie: string): boolean {
  return /(?:^|; )signed_in=1/.test(cookie);
}

export function documentClasses(cookie: string, prefersDark: boolean): { dark: boolean; signedIn: boolean } {
  const theme = /(?:^|; )theme=(\w+)/.exec(cookie)?.[1] ?? 'system';
  return {
    dark: theme === 'dark' || (theme === 'system' && prefersDark),
    signedIn: hasSignedInHint(cookie),
  };
}

export function applyDocumentClasses(): void {
  const { dark, signedIn } = documentClasses(document.cookie, matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('signed-in', signedIn);
}
