/**
 * The widths a stored image is served at besides its own (`?w=`, WebP; lib/sized-images.ts makes them):
 * few, so each is made once and kept, with a step for a phone's card as for a desktop's banner. Pure, so
 * that the web app's srcsets can import it alone (`@rassam/api/image-widths`): through schemas.ts it brought
 * every schema, and zod, into the pages that show a stored image.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
