import { describe, expect, it } from 'vitest';
import { twoSceneTour } from './tour.fixtures';
import {
  escapeHtml,
  fill,
  noteText,
  orderedScenes,
  planPin,
  resolveSceneId,
  sceneLinks,
  sceneName,
  scenePanorama,
} from './tour-data';

describe('tour data', () => {
  const tour = twoSceneTour();
  const hall = tour.scenes.find((s) => s.id === 'hall')!;
  const kitchen = tour.scenes.find((s) => s.id === 'kitchen')!;

  it('orders scenes by position and opens the asked scene, else the start, else the first', () => {
    expect(orderedScenes(tour).map((s) => s.id)).toEqual(['hall', 'kitchen']);
    expect(resolveSceneId(tour, 'kitchen')).toBe('kitchen');
    expect(resolveSceneId(tour, 'nope')).toBe('hall');
    expect(resolveSceneId({ ...tour, startSceneId: null }, undefined)).toBe('hall');
    expect(resolveSceneId({ ...tour, startSceneId: 'gone' }, null)).toBe('hall');
    expect(resolveSceneId({ ...tour, scenes: [] }, 'hall')).toBeNull();
  });

  it('names scenes and notes in the reader language, falling back to the other', () => {
    expect(sceneName(hall, 'en')).toBe('Hall');
    expect(sceneName(hall, 'fa')).toBe('سالن');
    expect(sceneName({ name: 'سالن', nameEn: null }, 'en')).toBe('سالن');
    const note = hall.hotspots[2] as Extract<(typeof hall.hotspots)[number], { type: 'info' }>;
    expect(noteText(note, 'en')).toBe('An old <wooden> counter');
    expect(noteText({ ...note, text: { fa: 'فقط فارسی', en: '' } }, 'en')).toBe('فقط فارسی');
    expect(noteText({ ...note, text: { fa: 'فقط فارسی', en: null } }, 'en')).toBe('فقط فارسی');
  });

  it('drops links to scenes that are gone and links to the scene itself', () => {
    expect(sceneLinks(tour, hall).map((l) => l.id)).toEqual(['h-kitchen']);
    const self = { ...kitchen, hotspots: [{ id: 'x', type: 'link' as const, target: 'kitchen', yaw: 0, pitch: 0 }] };
    expect(sceneLinks(tour, self)).toEqual([]);
  });

  it('gives a tiled scene two levels (mid image as one tile, then the tiles) over the preview', () => {
    const panorama = scenePanorama(hall);
    expect(panorama.baseUrl).toBe(hall.previewUrl);
    expect(panorama.levels).toEqual([
      { width: 4096, cols: 1, rows: 1 },
      { width: 8000, cols: 16, rows: 8 },
    ]);
    expect(panorama.tileUrl(0, 0, 0)).toBe(hall.imageUrl);
    expect(panorama.tileUrl(3, 5, 1)).toBe('/api/public/tours/abc/scenes/hall/tiles/3_5.webp?v=1');
  });

  it('gives a scene without tiles, or one no larger than the mid image, the mid image alone', () => {
    expect(scenePanorama(kitchen).levels).toEqual([{ width: 4096, cols: 1, rows: 1 }]);
    expect(scenePanorama(kitchen).tileUrl(0, 0, 0)).toBe(kitchen.imageUrl);
    const small = { ...hall, width: 2048, tiles: { ...hall.tiles!, width: 2048 } };
    expect(scenePanorama(small).levels).toEqual([{ width: 2048, cols: 1, rows: 1 }]);
  });

  it('escapes the owner words that go into the viewer HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62;&#38;',
    );
  });

  it('puts plan pins in the plan image pixels', () => {
    const plan = { imageUrl: '/plan.webp', width: 1000, height: 500, pins: [{ sceneId: 'hall', x: 0.25, y: 0.5 }] };
    expect(planPin({ plan }, 'hall')).toEqual({ x: 250, y: 250 });
    expect(planPin({ plan }, 'kitchen')).toBeNull();
    expect(planPin({ plan: null }, 'hall')).toBeNull();
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Go to {scene} {x}', { scene: 'Hall' })).toBe('Go to Hall {x}');
  });
});
