/**
 * image-to-video offline: a camera move over the user's picture. Nothing is invented; the picture is
 * framed to the asked shape and the seed picks the move.
 */
import { cameraPath, renderCameraMove, SOURCE_SCALE, videoSize, type VideoAspect } from './camera';
import { checkDuration } from './errors';
import { coverRaw } from './image-source';

export interface CameraMoveOptions {
  durationSeconds: number;
  aspectRatio: VideoAspect;
  seed: number;
  onProgress?: (value: number) => void;
  signal?: AbortSignal;
}

/** MP4 (H.264, yuv420p, 30 fps, faststart) of exactly `durationSeconds`. */
export async function cameraMove(image: Buffer, options: CameraMoveOptions): Promise<Buffer> {
  checkDuration(options.durationSeconds, 60);
  const { width, height } = videoSize(options.aspectRatio);
  const source = await coverRaw(image, width * SOURCE_SCALE, height * SOURCE_SCALE);
  return renderCameraMove(source, {
    width,
    height,
    durationSeconds: options.durationSeconds,
    path: cameraPath(options.seed),
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
