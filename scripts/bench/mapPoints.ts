// The points of `npm run bench -- map`: deterministic, inside Mexico's shipped outline, either gathered
// at places (components at their locations) or each at a place of its own (the clustering's worst case).
import type { MultiPolygon, Position } from 'geojson';
import outline from '../../src/shared/map/mexicoOutline.json';

export const BENCH_STATUSES = [
  { key: 'installed', label: 'Instalado', color: '#15803d', weight: 50 },
  { key: 'stock', label: 'En almacén', color: '#1d4ed8', weight: 20 },
  { key: 'transit', label: 'En tránsito', color: '#7c3aed', weight: 10 },
  { key: 'repair', label: 'En reparación', color: '#c2410c', weight: 10 },
  { key: 'damaged', label: 'Dañado', color: '#b91c1c', weight: 7 },
  { key: 'retired', label: 'Baja', color: '#374151', weight: 3 },
];

export interface BenchPoint {
  serial: string;
  latitude: number;
  longitude: number;
  status: string;
}

/** Park–Miller: the same points on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

function inRing(lng: number, lat: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0]!;
    const yi = ring[i]![1]!;
    const xj = ring[j]![0]!;
    const yj = ring[j]![1]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const polygons = (outline.geometry as MultiPolygon).coordinates;
const inMexico = (lng: number, lat: number) => polygons.some((polygon) => inRing(lng, lat, polygon[0]!));

/** `count` points, `perPlace` at each place (1: every point at a place of its own). */
export function benchPoints(count: number, perPlace: number): BenchPoint[] {
  const next = random(7);
  const places: [number, number][] = [];
  while (places.length < Math.ceil(count / perPlace)) {
    // Mexico's bounding box: about one try in three lands inside the outline.
    const lng = -117.2 + next() * 30.5;
    const lat = 14.5 + next() * 18.3;
    if (inMexico(lng, lat)) places.push([lng, lat]);
  }
  const totalWeight = BENCH_STATUSES.reduce((sum, status) => sum + status.weight, 0);
  const statusAt = (r: number) => {
    let at = r * totalWeight;
    return BENCH_STATUSES.find((status) => (at -= status.weight) < 0)?.key ?? BENCH_STATUSES[0]!.key;
  };
  return Array.from({ length: count }, (_, i) => {
    const [longitude, latitude] = places[i % places.length]!;
    return { serial: `SN-${String(i).padStart(6, '0')}`, latitude, longitude, status: statusAt(next()) };
  });
}
