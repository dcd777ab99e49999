/**
 * Where the studio's pages are. The spec gives the three 3D tools a `/create` form and the others `/new`;
 * each answers the other's address with a redirect.
 */
export const CREATE_TOOLS: readonly string[] = ['text-to-3d', 'image-to-3d', 'video-to-3d'];

export const studioPath = '/dashboard/intelligence';
export const historyPath = (tool: string) => `${studioPath}/${tool}`;
export const formPath = (tool: string) => `${studioPath}/${tool}/${CREATE_TOOLS.includes(tool) ? 'create' : 'new'}`;
export const resultPath = (tool: string, id: string) => `${studioPath}/${tool}/${id}`;

/** The form of `tool` prefilled from another design: its settings (re-run) or one of its outputs (use as input). */
export function rerunPath(tool: string, designId: string): string {
  return `${formPath(tool)}?from=${encodeURIComponent(designId)}`;
}

export function inputFromPath(tool: string, field: string, fileId: string): string {
  return `${formPath(tool)}?${new URLSearchParams({ field, file: fileId })}`;
}
