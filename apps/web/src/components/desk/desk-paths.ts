/** The support desk's pages (routes.json: guard `staff`). */
export const deskPaths = {
  home: '/dashboard/support',
  tickets: '/dashboard/support/tickets',
  ticket: (id: string) => `/dashboard/support/tickets/${id}`,
  orders: '/dashboard/support/orders',
  order: (id: string) => `/dashboard/support/orders/${id}`,
  replies: '/dashboard/support/replies',
} as const;

/** An address with the query's non-empty values (a filtered list that can be reloaded and shared). */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  return search.size ? `${path}?${search}` : path;
}
