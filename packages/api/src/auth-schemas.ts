/**
 * The sign-in pages' schemas alone. `./schemas` gathers every module's, and a bundler keeps them all (each is
 * built when its module loads), so a page that imported the sign-in form's from there carried the market's,
 * the services' and the blog's too: some 15 KB of its first-load JavaScript. The sign-in forms load it when
 * idle (decision 050); their credential helpers are `./credential`, without zod.
 */
export * from './modules/auth/auth.schemas';
