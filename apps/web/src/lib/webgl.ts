/**
 * Whether this browser can make a WebGL 2 context (three.js, which the 3D gallery and the tour viewer draw
 * with, needs version 2). The test context is given back at once: browsers allow only a few at a time.
 */
export function webglAvailable(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}
