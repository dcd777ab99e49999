/** The picture shapes tools offer ("16:9"…) as numbers. */
import type { imageRatios } from '../../catalogue/inputs';

export type ImageRatio = (typeof imageRatios)[number];

/** Width over height: 16:9 is 1.777…; throws on anything that is not "a:b". */
export function aspectRatioValue(ratio: ImageRatio): number {
  const match = /^(\d+):(\d+)$/.exec(ratio);
  const across = Number(match?.[1]);
  const down = Number(match?.[2]);
  if (!(across > 0 && down > 0)) throw new Error(`"${ratio}" is not an aspect ratio like 16:9`);
  return across / down;
}

/**
 * Width and height for an aspect ratio whose longer side is `longSide` px, both even (video encoders
 * and most models want even sizes): 16:9 at 1024 is 1024×576.
 */
export function sizeForAspectRatio(ratio: ImageRatio, longSide = 1024): { width: number; height: number } {
  const value = aspectRatioValue(ratio);
  const even = (size: number) => Math.max(2, 2 * Math.round(size / 2));
  return value >= 1
    ? { width: even(longSide), height: even(longSide / value) }
    : { width: even(longSide * value), height: even(longSide) };
}
