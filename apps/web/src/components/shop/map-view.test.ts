import { describe, expect, it } from 'vitest';
import { OFFLINE_MAX_ZOOM, PLACE_ZOOM, placeFillsPoint, POINT_ZOOM, shownZoom, type MapPlace } from './map-view';

const tehran: MapPlace = { lat: 35.6892, lng: 51.389, zoom: PLACE_ZOOM.city, level: 'city', chosen: true };
const empty = { lat: '', lng: '' };

describe('shownZoom', () => {
  it('keeps the offline basemap at a zoom it has land and borders for', () => {
    expect(shownZoom(PLACE_ZOOM.city, null)).toBe(OFFLINE_MAX_ZOOM);
    expect(shownZoom(POINT_ZOOM, null)).toBe(OFFLINE_MAX_ZOOM);
    expect(shownZoom(PLACE_ZOOM.country, null)).toBe(PLACE_ZOOM.country);
  });
  it('comes to the street with a configured style', () => {
    expect(shownZoom(PLACE_ZOOM.city, 'https://tiles.example/style.json')).toBe(PLACE_ZOOM.city);
  });
});

describe('placeFillsPoint', () => {
  it('fills an empty point with a city or district just chosen', () => {
    expect(placeFillsPoint(tehran, empty, null)).toBe(true);
    expect(placeFillsPoint({ ...tehran, level: 'district', zoom: PLACE_ZOOM.district }, empty, null)).toBe(true);
  });
  it('leaves the point alone for a province, a country, or a place read on load', () => {
    expect(placeFillsPoint({ ...tehran, level: 'state' }, empty, null)).toBe(false);
    expect(placeFillsPoint({ ...tehran, level: 'country' }, empty, null)).toBe(false);
    expect(placeFillsPoint({ ...tehran, chosen: false }, empty, null)).toBe(false);
    expect(placeFillsPoint(null, empty, null)).toBe(false);
  });
  it("replaces the last filled point, never one of the person's", () => {
    const filled = { lat: '35.6892', lng: '51.389' };
    expect(placeFillsPoint(tehran, filled, filled)).toBe(true);
    expect(placeFillsPoint(tehran, { lat: '35.7', lng: '51.4' }, filled)).toBe(false);
    expect(placeFillsPoint(tehran, { lat: '35.7', lng: '51.4' }, null)).toBe(false);
  });
});
