/**
 * A `redirect` query value is only followed when it is a path on this site: '/x', never '//host' or
 * 'https://host' (open redirects), and never back into the auth pages.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^(\/en)?\/auth(\/|$|\?)/.test(value)) return fallback;
  return value;
}
