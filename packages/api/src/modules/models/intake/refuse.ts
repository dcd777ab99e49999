import { AppError } from '../../../lib/app-error';

/**
 * Why an upload was refused, for the UI to pick its words (the catalogue's text stays generic). Kept as
 * a closed list so that a page can switch on it and a test can name it.
 */
export type RefusalReason =
  | 'empty-file'
  | 'not-a-model'
  | 'gltf-needs-zip'
  | 'truncated-glb'
  | 'malformed-glb'
  | 'unsafe-path'
  | 'symlink'
  | 'encrypted-entry'
  | 'unsupported-compression'
  | 'duplicate-entry'
  | 'overlapping-entries'
  | 'too-many-entries'
  | 'too-much-data'
  | 'compression-ratio'
  | 'size-mismatch'
  | 'corrupt-entry'
  | 'missing-resource'
  | 'remote-uri'
  | 'unreadable-gltf'
  | 'texture-too-large'
  | 'texture-unreadable'
  | 'invalid-gltf'
  // USDZ packages (usdz-read/): no USD layer first, a layer three's parsers could not read, more than the
  // limits allow, or nothing in it to show.
  | 'no-usd-layer'
  | 'unreadable-usd'
  | 'usd-too-large'
  | 'usd-without-mesh';

/** The AppError for a refused model: `FileFormatIsNotValid` with the reason and what the UI may show. */
export function refuse(reason: RefusalReason, details: Record<string, unknown> = {}, cause?: unknown): AppError {
  return new AppError('FileFormatIsNotValid', { details: { reason, ...details }, cause });
}
