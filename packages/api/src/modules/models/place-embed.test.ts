import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { PLACE_PATH, placeEmbed, type PlaceFacts } from './place-embed';

const tour: PlaceFacts = {
  title: 'کافه‌ی سنگی',
  titleEn: 'Stone café',
  visibility: 'public',
  authorName: 'مریم',
  previewUrl: '/api/public/tours/abc/scenes/s1/preview.webp?v=1',
};

describe('place oEmbed', () => {
  it('recognises tour embed pages in both languages and nothing else', () => {
    expect(PLACE_PATH.exec('/embed/place/Ab12')?.[1]).toBe('Ab12');
    expect(PLACE_PATH.exec('/en/embed/place/Ab12/')?.[1]).toBe('Ab12');
    for (const path of [
      '/embed/place/',
      '/embed/place/a-b',
      '/embed/place/a/b',
      '/fr/embed/place/a',
      '/embed/model/a',
    ]) {
      expect(PLACE_PATH.test(path), path).toBe(false);
    }
  });

  it('names the tour in the reader language, with its preview, shared only when public', () => {
    expect(placeEmbed(tour, false)).toEqual({
      title: 'کافه‌ی سنگی',
      authorName: 'مریم',
      thumbnail: { url: tour.previewUrl, width: 1024, height: 512 },
      shared: true,
    });
    const unlisted = placeEmbed({ ...tour, visibility: 'unlisted', titleEn: null, previewUrl: null }, true);
    expect(unlisted).toMatchObject({ title: 'کافه‌ی سنگی', thumbnail: null, shared: false });
    expect(placeEmbed(tour, true).title).toBe('Stone café');
  });

  it('answers an unknown tour as an unknown model', () => {
    expect(() => placeEmbed(null, false)).toThrow(AppError);
    try {
      placeEmbed(null, false);
    } catch (error) {
      expect((error as AppError).code).toBe('ModelNotFound');
    }
  });
});
