/**
 * `cn` merges with a cut-down tailwind-merge configuration (class-groups.ts, generated from our classes): it
 * must be what the generator makes of today's sources, and merge our classes exactly as the full default does.
 */
import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { classGroupsFile, renderClassGroups, sourceClasses, usedGroups } from '../../../scripts/class-groups';
import { cn } from './cn';

let classes: string[] = [];
beforeAll(async () => {
  classes = await sourceClasses();
}, 60_000);

/** A class's variants and important mark (`md:hover:!p-2` → `md:hover:!`): only classes alike can conflict. */
function variantsOf(className: string): string {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) end = index + 1;
  }
  const important = className.slice(end).startsWith('!') || className.endsWith('!') ? '!' : '';
  return className.slice(0, end) + important;
}

describe('class-groups.ts', () => {
  it('is what the generator makes of the classes in src today', async () => {
    expect(classes.length).toBeGreaterThan(500);
    const fresh = await renderClassGroups(usedGroups(classes));
    const stale = readFileSync(classGroupsFile, 'utf8') !== fresh;
    expect(stale, 'a class of a new kind is in src: run `npm run class-groups -w @rassam/web`').toBe(false);
  }, 60_000);

  it("merges every pair of our classes as tailwind-merge's full default does", () => {
    const byVariants = new Map<string, string[]>();
    for (const className of classes) {
      const key = variantsOf(className);
      byVariants.set(key, [...(byVariants.get(key) ?? []), className]);
    }
    const differences: string[] = [];
    let pairs = 0;
    for (const alike of byVariants.values())
      for (const first of alike)
        for (const second of alike) {
          if (first === second) continue;
          pairs++;
          const ours = cn(first, second);
          const theirs = twMerge(first, second);
          if (ours !== theirs) differences.push(`${first} + ${second}: «${ours}», full «${theirs}»`);
        }
    expect(pairs).toBeGreaterThan(100_000);
    expect(differences.slice(0, 20)).toEqual([]);
  }, 60_000);
});
