export { POSTER_ORBIT, type Orbit } from './poster-camera';
export { renderPoster, renderPosterWithStats, type PosterOptions, type PosterResult } from './render-poster';
