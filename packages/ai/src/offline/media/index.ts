/**
 * The offline provider's video and audio methods: pure async functions over bytes, no database or
 * network. ffmpeg is the machine's own (tools.ts; @ffmpeg-installer's static build only in the demo
 * without one); speech is espeak-ng (GPL-3.0).
 */
export { cameraMove, type CameraMoveOptions } from './camera-move';
export { videoSize, VIDEO_FPS, type VideoAspect } from './camera';
export type { EncodedAudio } from './encode-audio';
export { invalidInput, type InvalidInputError } from './errors';
export { music, type MusicOptions } from './music';
export { previewVideo, type PreviewVideoOptions } from './preview-video';
export { probe, type MediaInfo } from './probe';
export { speech, type SpeechOptions, type SpeechVoice } from './speech';
