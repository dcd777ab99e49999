import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Where scripts/copy-public-assets.mjs puts the package files the map loads (public/map). */
export const MAP_ASSETS = {
  worker: '/map/maplibre-gl-worker.mjs',
  rtlText: '/map/mapbox-gl-rtl-text.js',
  countries: '/map/countries-50m.json',
} as const;

/** Iran's ISO 3166 numeric code, the feature id in Natural Earth's world-atlas. */
const IRAN = '364';

const palettes = {
  light: { water: '#dbe7f3', land: '#f8f6f1', iran: '#ffffff', border: '#a3acbd', coast: '#9fb3c8' },
  dark: { water: '#0a1326', land: '#17203a', iran: '#1f2a4a', border: '#4a587c', coast: '#33456b' },
};

type Countries = Topology<{ countries: GeometryCollection }>;

/**
 * The basemap that needs no other host: Natural Earth's countries (1:50m, public domain) from our own
 * /map folder, as land, borders and coasts; Iran a shade lighter. No labels in the style itself: it has no
 * glyphs to draw them with (docs/decisions/010-market-map.md), so names are HTML markers.
 */
export async function offlineStyle(dark: boolean, signal?: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch(MAP_ASSETS.countries, { signal });
  if (!response.ok) throw new Error(`basemap: ${response.status}`);
  const topology = (await response.json()) as Countries;
  const countries = feature(topology, topology.objects.countries);
  // MapLibre keeps only numeric feature ids; the ISO code rides along as a property instead.
  for (const country of countries.features) country.properties = { iso: String(country.id ?? '') };
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const coasts = mesh(topology, topology.objects.countries, (a, b) => a === b);
  const colors = dark ? palettes.dark : palettes.light;
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: countries },
      borders: { type: 'geojson', data: borders },
      coasts: { type: 'geojson', data: coasts },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': ['case', ['==', ['get', 'iso'], IRAN], colors.iran, colors.land] },
      },
      {
        id: 'coasts',
        type: 'line',
        source: 'coasts',
        paint: { 'line-color': colors.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.2] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': colors.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.6],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
