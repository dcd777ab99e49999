/** What the API needs of the media code without loading the generators: the programs, probing and posters. */
export { configureMediaTools, describeMediaTools, type MediaTools } from './tools';
export { probe, type MediaInfo, type MediaSource } from './probe';
export { posterFrame } from './poster';
