import { groupByPair, type Groups } from './groupByPair';

/** A cell's width in screen pixels at the first view's zoom: a tenth of the cluster radius (clusterIndex.ts). */
const CELL_PX = 8;
/** Leaflet's tiles are 256 px wide. */
const TILE_PX = 256;

/** The places of the first view gathered into cells: the features its zooms are clustered from. */
export interface Cells {
  count: number;
  size(cell: number): number;
  sites(cell: number): number[];
  /** The mean of its places' positions, [lng, lat]. */
  centre(cell: number): [number, number];
  /** [west, south, east, north] of its places. */
  bounds(cell: number): [number, number, number, number];
  /** Points per status, summed over its places. */
  counts(cell: number): number[];
}

/** Web Mercator, as Leaflet draws it, in [0, 1] across the world. */
const mercatorX = (lng: number) => lng / 360 + 0.5;
function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.min(1, Math.max(0, y));
}

/** Gathers `sites` (each at its first point's coordinates) into CELL_PX cells at `zoom`. */
export function gatherCells(sites: Groups, coordinates: Float64Array, siteCounts: number[][], zoom: number): Cells {
  const cellsAcross = (TILE_PX * 2 ** zoom) / CELL_PX;
  const xs = new Int32Array(sites.count);
  const ys = new Int32Array(sites.count);
  for (let site = 0; site < sites.count; site++) {
    const first = sites.first(site);
    xs[site] = Math.floor(mercatorX(coordinates[2 * first]!) * cellsAcross);
    ys[site] = Math.floor(mercatorY(coordinates[2 * first + 1]!) * cellsAcross);
  }
  const cells = groupByPair(sites.count, xs, ys);
  // One pass over the places for every cell's centre, bounds and counts.
  const sums = new Float64Array(cells.count * 2);
  const bounds = new Float64Array(cells.count * 4);
  for (let cell = 0; cell < cells.count; cell++) bounds.set([Infinity, Infinity, -Infinity, -Infinity], cell * 4);
  const counts: number[][] = new Array<number[]>(cells.count);
  for (let site = 0; site < sites.count; site++) {
    const cell = cells.groupOf[site]!;
    const lng = coordinates[2 * sites.first(site)]!;
    const lat = coordinates[2 * sites.first(site) + 1]!;
    sums[2 * cell]! += lng;
    sums[2 * cell + 1]! += lat;
    bounds[4 * cell] = Math.min(bounds[4 * cell]!, lng);
    bounds[4 * cell + 1] = Math.min(bounds[4 * cell + 1]!, lat);
    bounds[4 * cell + 2] = Math.max(bounds[4 * cell + 2]!, lng);
    bounds[4 * cell + 3] = Math.max(bounds[4 * cell + 3]!, lat);
    const own = siteCounts[site]!;
    // A cell of one place shares its place's list; a second place makes it a list of its own.
    if (!counts[cell]) counts[cell] = own;
    else {
      if (counts[cell] === siteCounts[cells.first(cell)]) counts[cell] = counts[cell].slice();
      const sum = counts[cell];
      for (let i = 0; i < own.length; i++) sum[i]! += own[i]!;
    }
  }
  return {
    count: cells.count,
    size: (cell) => cells.size(cell),
    sites: (cell) => cells.items(cell),
    centre: (cell) => [sums[2 * cell]! / cells.size(cell), sums[2 * cell + 1]! / cells.size(cell)],
    bounds: (cell) => [bounds[4 * cell]!, bounds[4 * cell + 1]!, bounds[4 * cell + 2]!, bounds[4 * cell + 3]!],
    counts: (cell) => counts[cell]!,
  };
}
