/** One output of a design as the viewers need it: `/api/files/{id}` (owner) or `/api/shared/{slug}/files/{id}`. */
export interface OutputView {
  url: string;
  mime: string;
  kind: 'image' | 'video' | 'audio' | 'model3d';
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}
