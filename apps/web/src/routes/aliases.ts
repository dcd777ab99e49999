/**
 * Paths the spec spells with capitals or misspells resolve to their canonical lowercase page with a
 * permanent redirect (DESIGN.md section 5), in both locales.
 */
const aliases: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^(\/en)?\/services\/image-to-tryone(\/.*)?$/, (m) => `${m[1] ?? ''}/services/image-to-tryon${m[2] ?? ''}`],
  [
    /^(\/en)?\/dashboard\/intelligence\/(Image-to-image|Image-to-tryon)(\/.*)?$/,
    (m) => `${m[1] ?? ''}/dashboard/intelligence/${m[2]!.toLowerCase()}${m[3] ?? ''}`,
  ],
  [/^(\/en)?\/dashboard\/shop\/Image(\/.*)?$/, (m) => `${m[1] ?? ''}/dashboard/shop/image${m[2] ?? ''}`],
];

export function canonicalRedirect(pathname: string): string | null {
  for (const [pattern, target] of aliases) {
    const match = pathname.match(pattern);
    if (match) return target(match);
  }
  return null;
}
