const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'weba',
  'audio/flac': 'flac',
  'model/gltf-binary': 'glb',
  'model/gltf+json': 'gltf',
  'model/vnd.usdz+zip': 'usdz',
};

/** The usual extension of a MIME type (parameters ignored), or `bin` for one we do not know. */
export function extensionFor(mime: string): string {
  const type = mime.split(';')[0]!.trim().toLowerCase();
  return EXTENSIONS[type] ?? 'bin';
}

/** The format's name for a button ("PNG", "GLB"). */
export const formatLabel = (mime: string) => extensionFor(mime).toUpperCase();

/**
 * A file name for a download: the design's title (Persian letters kept) with what file systems refuse
 * removed, spaces as dashes, at most 60 characters, then `-2` for the second of several outputs, then the
 * extension of its type.
 */
export function downloadName(title: string, mime: string, index = 0, total = 1): string {
  const base =
    title
      .normalize('NFC')
      // Characters Windows, macOS or Linux refuse, control characters and bidi marks.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[.-]+|[.-]+$/g, '')
      .slice(0, 60)
      .replace(/[.-]+$/g, '') || 'rassam';
  const suffix = total > 1 ? `-${index + 1}` : '';
  return `${base}${suffix}.${extensionFor(mime)}`;
}
