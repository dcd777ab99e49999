export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The named query parameters as plain strings (the first one when a name repeats), the others dropped:
 * what a gateway put in its return address, passed on to the API as it came.
 */
export function pickQuery<K extends string>(query: SearchParams, names: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = query[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) picked[name] = first;
  }
  return picked;
}
