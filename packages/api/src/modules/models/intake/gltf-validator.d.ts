/** The Khronos glTF validator (compiled from Dart) ships no types; this is the part we use (model intake, and the offline 3D tools' tests). */
declare module 'gltf-validator' {
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      messages: { code: string; message: string; severity: number; pointer?: string }[];
    };
    info?: Record<string, unknown>;
  }
  export function validateBytes(data: Uint8Array, options?: Record<string, unknown>): Promise<ValidationReport>;
}
