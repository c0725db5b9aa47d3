import L from 'leaflet';
import type { GeoJsonObject } from 'geojson';
import type { MapTilesConfig } from '../../core/config/mapTiles';
import outline from './mexicoOutline.json';

/**
 * The map's last zoom. supercluster clusters up to it (clusterIndex.ts), and without a tile layer
 * nothing else would tell Leaflet where zooming stops. 16 is a street block: the tiles' detail when
 * configured; a group still together there opens as a list.
 */
export const MAP_MAX_ZOOM = 16;
/** The whole country with room around it. */
const MAP_MIN_ZOOM = 3;

export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  outlineAttribution: string;
}

/**
 * A Leaflet map on `container` showing the shipped outline (scripts/map/buildMexicoOutline.ts), with the
 * configured tiles over it. The outline sits in a pane under the tiles, so it still shows where tiles
 * fail to load.
 */
export function createLeafletMap(container: HTMLElement, texts: MapTexts, tiles: MapTilesConfig | undefined): L.Map {
  const map = L.map(container, { maxZoom: MAP_MAX_ZOOM, minZoom: MAP_MIN_ZOOM, zoomControl: false });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  // Leaflet's own prefix is an English link; the attributions the data needs are set below.
  map.attributionControl.setPrefix(false);
  map.createPane('outline').style.zIndex = '150'; // under the tile pane (200)
  const base = L.geoJSON(outline as GeoJsonObject, {
    pane: 'outline',
    interactive: false,
    attribution: texts.outlineAttribution,
    style: { color: '#64748b', weight: 1, fillColor: '#f8fafc', fillOpacity: 1 },
  }).addTo(map);
  if (tiles) L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: MAP_MAX_ZOOM }).addTo(map);
  map.fitBounds(base.getBounds());
  return map;
}
