import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once: under the pages'
 * policy (no 'unsafe-eval', decision 020) the try is refused and reported as a violation. Its interpreter is
 * what it falls back to anyway; saying so up front skips the try.
 */
z.config({ jitless: true });
