/** What the API needs of the media code without loading the generators: probing and posters. */
export { probe, type MediaInfo } from './probe';
export { posterFrame } from './poster';
