import { describe, expect, it } from 'vitest';
import { withOpenCv } from './opencv';

describe('withOpenCv', { timeout: 120_000 }, () => {
  it('loads OpenCV and leaves the process its own handlers for errors nobody caught', async () => {
    expect(await withOpenCv((cv) => typeof cv.Mat)).toBe('function');
    // Emscripten's prelude adds `process.on('unhandledRejection', abort)` and an `uncaughtException`
    // handler that rethrows anything but its ExitStatus: either would let one stray rejection end the server.
    const rejection = process.listeners('unhandledRejection').map((listener) => listener.name);
    expect(rejection).not.toContain('abort');
    const exception = process.listeners('uncaughtException').map(String);
    expect(exception.filter((source) => source.includes('ExitStatus'))).toEqual([]);
  });
});
