import { validateBytes } from 'gltf-validator';
import { refuse } from './refuse';

export interface ValidationMessage {
  code: string;
  message: string;
  pointer?: string;
}

export interface ModelValidation {
  errors: 0;
  warnings: number;
  infos: number;
  /** The first warnings, for the owner to read (the validator can write thousands). */
  firstWarnings: ValidationMessage[];
  /** The validator's own summary: counts of vertices, draw calls, extensions used, ... */
  info: Record<string, unknown>;
}

const SHOWN_MESSAGES = 10;
const ERROR = 0;
const WARNING = 1;

/**
 * Runs the Khronos glTF validator over a GLB. A file with any error (severity 0) is refused with the
 * first errors in the details, so that the owner can fix it in their tool; warnings are returned, not
 * refused: exporters write many harmless ones (unused objects, non-normalised normals).
 */
export async function validateModel(glbBytes: Uint8Array): Promise<ModelValidation> {
  const report = await validateBytes(glbBytes, {
    maxIssues: 1000,
    // A GLB that points outside itself is refused by readUpload already; here, nothing is fetched.
    externalResourceFunction: (uri: string) => Promise.reject(new Error(`external resource ${uri} not allowed`)),
  });
  const pick = (severity: number) =>
    report.issues.messages
      .filter((message) => message.severity === severity)
      .slice(0, SHOWN_MESSAGES)
      .map(({ code, message, pointer }) => ({ code, message, ...(pointer ? { pointer } : {}) }));
  if (report.issues.numErrors > 0) {
    throw refuse('invalid-gltf', { errors: report.issues.numErrors, firstErrors: pick(ERROR) });
  }
  return {
    errors: 0,
    warnings: report.issues.numWarnings,
    infos: report.issues.numInfos,
    firstWarnings: pick(WARNING),
    info: report.info ?? {},
  };
}
