/**
 * The offline provider's image methods: pure functions from bytes to PNG bytes, with classical methods
 * (no model, no network, no database). Each refuses what it cannot read with an Error that says why.
 */
export { aspectRatioValue, sizeForAspectRatio, type ImageRatio } from './aspect';
export { MAX_SIDE } from './decode';
export { expand, type ExpandTarget } from './expand';
export { previewImage, type PreviewOptions } from './preview';
export { reliefImage } from './relief';
export { removeBackground } from './remove-bg';
export { removeObject } from './remove-object';
export { upscale } from './upscale';
