/**
 * The widths a stored image is served at besides its own (`?w=`, WebP; lib/sized-images.ts makes them):
 * few, so each is made once and kept, with a step for a phone's card as for a desktop's banner. Pure, so
 * that the web app's srcsets can import it alone (`@rassam/api/image-widths`): through schemas.ts it brought
 * every schema, and zod, into the pages that show a stored image.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

/**
 * How wide (at most) the generation worker makes an output's thumbnail: one phone-wide slot on most
 * phones' screens. Smaller slots ask for it at one of IMAGE_WIDTHS below this.
 */
export const THUMBNAIL_WIDTH = 768;
