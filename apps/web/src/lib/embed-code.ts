/**
 * The HTML another site pastes to show one of our embeds (a model, a shop's gallery): a lazy frame, allowed to
 * go full screen and into AR, its title escaped for the attribute it sits in.
 */
export function embedCode(src: string, title: string, size: { width: number; height: number }): string {
  const safeTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${src}" title="${safeTitle}" width="${size.width}" height="${size.height}" style="border:0;max-width:100%" loading="lazy" allow="fullscreen; xr-spatial-tracking" allowfullscreen></iframe>`;
}
