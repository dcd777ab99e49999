/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once, when its first
 * object schema is made: under the pages' policy (no 'unsafe-eval', decision 020) the try is refused and
 * reported as a violation. Its interpreter is what it falls back to anyway; saying so up front skips the try.
 *
 * zod keeps its settings on globalThis (`__zod_globalConfig`, shared by every copy of zod on a page), so this
 * is said without importing zod: every page runs this module first, and most pages load no zod at all (even
 * `config` from zod/v4/core brought 5 KB gzip of its helpers). zod-jitless.test.ts holds zod to that place.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
