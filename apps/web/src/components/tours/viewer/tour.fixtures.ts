import type { TourScene, ViewerTour } from './types';

/** A two-scene tour as the API answers it: a hall (tiled, a link and a note) and a kitchen (no tiles yet). */
export function twoSceneTour(): ViewerTour {
  const scene = (id: string, position: number, extra: Partial<TourScene>): TourScene => ({
    id,
    name: id,
    nameEn: null,
    position,
    width: 8000,
    height: 4000,
    previewUrl: `/api/public/tours/abc/scenes/${id}/preview.webp?v=1`,
    imageUrl: `/api/public/tours/abc/scenes/${id}/mid.webp?v=1`,
    tiles: null,
    view: { yaw: 0, pitch: 0, zoom: 50 },
    northOffset: 0,
    hotspots: [],
    ...extra,
  });
  return {
    id: 't1',
    link: 'abc',
    title: 'کافه‌ی سنگی',
    titleEn: 'Stone café',
    startSceneId: 'hall',
    plan: null,
    scenes: [
      scene('kitchen', 1, {
        name: 'آشپزخانه',
        nameEn: 'Kitchen',
        view: { yaw: 1, pitch: 0.1, zoom: 30 },
        hotspots: [{ id: 'k-back', type: 'link', target: 'hall', yaw: 3, pitch: 0 }],
      }),
      scene('hall', 0, {
        name: 'سالن',
        nameEn: 'Hall',
        tiles: { width: 8000, cols: 16, rows: 8, url: '/api/public/tours/abc/scenes/hall/tiles/{col}_{row}.webp?v=1' },
        hotspots: [
          { id: 'h-kitchen', type: 'link', target: 'kitchen', yaw: 0.5, pitch: -0.1 },
          { id: 'h-gone', type: 'link', target: 'deleted-scene', yaw: 1, pitch: 0 },
          {
            id: 'h-note',
            type: 'info',
            yaw: -0.5,
            pitch: 0.2,
            text: { fa: 'پیشخوان چوبی <قدیمی>', en: 'An old <wooden> counter' },
          },
        ],
      }),
    ],
  };
}
