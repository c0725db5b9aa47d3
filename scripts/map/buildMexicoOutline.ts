// Writes src/shared/map/mexicoOutline.json, the map's base layer when no tile server is configured:
// Mexico's outline as GeoJSON, from Natural Earth's 1:50m Admin 0 countries (version 4.1.0) as
// redistributed in the `world-atlas` package (2.0.2). Natural Earth data is in the public domain
// (naturalearthdata.com/about/terms-of-use); world-atlas itself is ISC. Run `npx tsx scripts/map/buildMexicoOutline.ts`
// after changing the source or the rounding; the output is committed so the build needs neither package.
import fs from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

const MEXICO = '484'; // ISO 3166-1 numeric, the id world-atlas gives each country
/** 0.01° is about 1 km: finer than the 1:50m source shows at the zooms the outline is read. */
const DECIMALS = 2;
/** Islands smaller than this (in square degrees) add points and nothing a reader of the map needs. */
const MIN_RING_AREA = 0.005;

const source = require.resolve('world-atlas/countries-50m.json');
const out = path.resolve(__dirname, '../../src/shared/map/mexicoOutline.json');

const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

/** Shoelace area in square degrees: enough to drop specks, not a real area. */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(sum / 2);
}

/** Rounds and drops the points that rounding made equal to the one before. */
function simplifyRing(ring: Position[]): Position[] {
  const rounded = ring.map(([lng, lat]) => [round(lng), round(lat)]);
  return rounded.filter((p, i) => i === 0 || p[0] !== rounded[i - 1][0] || p[1] !== rounded[i - 1][1]);
}

const topology = JSON.parse(fs.readFileSync(source, 'utf8')) as Topology<{ countries: GeometryCollection }>;
const country = feature(topology, topology.objects.countries).features.find((f) => String(f.id) === MEXICO) as Feature<Polygon | MultiPolygon> | undefined;
if (!country) throw new Error(`No country ${MEXICO} in ${source}`);
const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
const kept = polygons
  .filter((polygon) => ringArea(polygon[0]) >= MIN_RING_AREA)
  .map((polygon) => polygon.map(simplifyRing).filter((ring) => ring.length >= 4));

const outline: Feature<MultiPolygon> = {
  type: 'Feature',
  properties: { name: 'México', source: 'Natural Earth 1:50m Admin 0 (public domain), via world-atlas 2.0.2' },
  geometry: { type: 'MultiPolygon', coordinates: kept },
};
fs.writeFileSync(out, `${JSON.stringify(outline)}\n`);
console.log(`${path.relative(process.cwd(), out)}: ${kept.length} polygons, ${kept.flat(2).length} points, ${fs.statSync(out).size} bytes`);
