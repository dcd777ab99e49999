// Model intake: read an upload safely, validate it, optimise it for phones and AR (decision 031).
export { DEFAULT_INTAKE_LIMITS, resolveIntakeLimits, type IntakeLimits } from './limits';
export { readUpload, type Upload } from './read-upload';
export { validateModel, type ModelValidation, type ValidationMessage } from './validate-model';
export { optimiseModel, type OptimiseOptions, type OptimisedModel } from './optimise-model';
export { GALLERY_LIMITS, makeGalleryModel, type GalleryModel } from './gallery-model';
export { computeStats, type ModelStats, type TextureStats } from './stats';
export type { RefusalReason } from './refuse';
export type { TextureChange } from './textures';
export type { Simplification } from './simplify-to-budget';
