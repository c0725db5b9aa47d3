/**
 * The clustering behind ClusterMap, run in a worker (cluster.worker.ts) or, where there is none (jest),
 * in the page. Leaflet.markercluster was measured first and could not hold the numbers of issue 30:
 * 200,000 markers took 58 s to load (longest main-thread task 1.6 s) and 20,000 took 2.5 s, because it
 * builds a Leaflet marker per point. supercluster indexes plain coordinates and the page draws only the
 * clusters and points in view.
 *
 * Points at the same coordinates, to a metre (the components of one location), become one site first, so the
 * index holds places, not points, and a site of several points stays a group at every zoom: it opens
 * as a list, like a cluster that the last zoom cannot split.
 *
 * The first view waits for no index of every place: its places are first gathered into cells a few pixels
 * wide at its zoom (firstViewCells.ts), and the zooms up to it cluster the cells. At 200,000 places that
 * is a few thousand features rather than 200,000, and the groups differ from exact ones by a cell's width
 * at most. The index of every place is built after the first answer, for the zooms past the first.
 */
import Supercluster from 'supercluster';
import { gatherCells, type Cells } from './firstViewCells';
import { groupByPair, type Groups } from './groupByPair';

/**
 * Cluster radius in screen pixels. Group markers are 34 to 50 px wide, so neighbours do not overlap,
 * and a full view holds a few hundred markers at most: each is page content the main thread draws.
 */
const RADIUS_PX = 80;
/** Leaflet's tiles are 256 px (supercluster's default extent, 512, is Mapbox's): radius in Leaflet's pixels. */
const TILE_PX = 256;

export interface ClusterInput {
  /** Longitude and latitude of each point, in turn: [lng0, lat0, lng1, lat1, …]. */
  coordinates: Float64Array;
  /** Each point's status, as an index into the caller's list of statuses. */
  statuses: Uint16Array;
  /** How many statuses there are (the length of each count list). */
  statusCount: number;
  /** The map's zoom when the points come: its groups are made first, so the first paint waits for no other zoom. */
  firstZoom: number;
  /** Clusters are made up to this zoom, the map's last: above it nothing would split them. */
  maxZoom: number;
}

/** A point of the caller's, by its place in the list it gave. */
export interface PointItem {
  kind: 'point';
  key: string;
  index: number;
  lng: number;
  lat: number;
}

/** Several points drawn as one: a cluster of places, or one place holding several points. */
export interface GroupItem {
  kind: 'group';
  /** Stable while the zoom stays: markers already drawn are kept when the map pans. */
  key: string;
  lng: number;
  lat: number;
  count: number;
  /** Points per status, in the order of the caller's statuses. */
  counts: number[];
}

export type ClusterItem = PointItem | GroupItem;

/**
 * How a group opens: zooming in to where it splits (at least `zoom`; to fit `bounds`, [west, south, east,
 * north], when given), or as a list when no zoom of the map splits it.
 */
export type GroupOpening = { kind: 'zoom'; zoom: number; bounds?: [number, number, number, number] } | { kind: 'list'; total: number };

export interface ClusterIndex {
  /** The items to draw in [west, south, east, north] at an integer zoom. */
  items(bbox: [number, number, number, number], zoom: number): ClusterItem[];
  opening(key: string): GroupOpening;
  /** A page of a group's points, by their place in the caller's list. */
  leaves(key: string, offset: number, limit: number): number[];
  /** Builds the zooms past the first view now, rather than when first asked for (the worker, once idle). */
  complete(): void;
}

/** A feature's properties: a place, or (in the first view's index) a cell of several places. */
type LeafProps = { counts: number[] } & ({ site: number; cell?: undefined } | { cell: number; site?: undefined });
/** `owner` is the props object that may add into `counts`: supercluster's shallow copies point elsewhere. */
type GroupProps = { counts: number[]; owner: GroupProps | null };
interface Feature {
  type: 'Feature';
  properties: LeafProps;
  geometry: { type: 'Point'; coordinates: [number, number] };
}

export function createClusterIndex({ coordinates, statuses, statusCount, firstZoom, maxZoom }: ClusterInput): ClusterIndex {
  const sites = groupBySite(coordinates);
  const siteCounts = countsBySite(sites, statuses, statusCount);
  const siteFeature = (site: number): Feature => {
    const first = sites.first(site);
    return { type: 'Feature', properties: { site, counts: siteCounts[site]! }, geometry: { type: 'Point', coordinates: [coordinates[2 * first]!, coordinates[2 * first + 1]!] } };
  };
  const build = (upTo: number, features: Feature[]) =>
    new Supercluster<LeafProps, GroupProps>({
      radius: RADIUS_PX,
      extent: TILE_PX,
      maxZoom: upTo,
      map: (props) => ({ counts: props.counts, owner: null }),
      // supercluster starts a cluster's properties as a shallow copy of its first child's, so `counts` is
      // that child's until copied once; then each further child adds into it (no new list per child).
      reduce: (sum, props) => {
        if (sum.owner !== sum) {
          sum.counts = sum.counts.slice();
          sum.owner = sum;
        }
        for (let i = 0; i < statusCount; i++) sum.counts[i]! += props.counts[i]!;
      },
    }).load(features);
  const everySite = () => build(maxZoom, Array.from({ length: sites.count }, (_, site) => siteFeature(site)));

  const cells: Cells | null = firstZoom < maxZoom ? gatherCells(sites, coordinates, siteCounts, firstZoom) : null;
  const upToFirst = cells
    ? build(
        firstZoom,
        Array.from({ length: cells.count }, (_, cell): Feature => {
          const [lng, lat] = cells.centre(cell);
          const properties: LeafProps = cells.size(cell) === 1 ? { site: cells.sites(cell)[0]!, counts: cells.counts(cell) } : { cell, counts: cells.counts(cell) };
          return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [lng, lat] } };
        }),
      )
    : everySite();
  let everyZoom: Supercluster<LeafProps, GroupProps> | null = cells ? null : upToFirst;
  const full = () => (everyZoom ??= everySite());
  /** Group keys name where they come from: f (the first view's index), c (every zoom's), s (a site), b (a cell). */
  const indexOf = (key: string) => (key.startsWith('f') ? upToFirst : full());

  const pointsOf = (leaf: LeafProps) => (leaf.cell === undefined ? sites.items(leaf.site) : cells!.sites(leaf.cell).flatMap((site) => sites.items(site)));
  const clusterLeaves = (key: string) =>
    indexOf(key)
      .getLeaves(Number(key.slice(1)), Infinity)
      .flatMap((leaf) => pointsOf(leaf.properties));

  return {
    items(bbox, zoom) {
      const prefix = zoom <= firstZoom ? 'f' : 'c';
      return indexOf(prefix)
        .getClusters(bbox, zoom)
        .map((feature): ClusterItem => {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const props = feature.properties;
          // Not point_count, which counts places: a place may hold several points.
          const count = () => props.counts.reduce((sum, n) => sum + n, 0);
          if ('cluster' in props) return { kind: 'group', key: `${prefix}${props.cluster_id}`, lng, lat, count: count(), counts: props.counts };
          if (props.cell !== undefined) return { kind: 'group', key: `b${props.cell}`, lng, lat, count: count(), counts: props.counts };
          const size = sites.size(props.site);
          if (size === 1) return { kind: 'point', key: `p${sites.first(props.site)}`, index: sites.first(props.site), lng, lat };
          return { kind: 'group', key: `s${props.site}`, lng, lat, count: size, counts: props.counts };
        });
    },
    opening(key) {
      const id = Number(key.slice(1));
      if (key.startsWith('s')) return { kind: 'list', total: sites.size(id) };
      // A cell's places are apart (else they would be one), so some zoom past the first splits them.
      if (key.startsWith('b')) return { kind: 'zoom', zoom: firstZoom + 1, bounds: cells!.bounds(id) };
      const zoom = indexOf(key).getClusterExpansionZoom(id);
      if (zoom > maxZoom) return { kind: 'list', total: clusterLeaves(key).length };
      // The first view's index knows no zoom past its own: where its group splits, its places' bounds tell.
      if (key.startsWith('f') && zoom > firstZoom) return { kind: 'zoom', zoom, bounds: boundsOf(upToFirst.getLeaves(id, Infinity), cells) };
      return { kind: 'zoom', zoom };
    },
    leaves(key, offset, limit) {
      const id = Number(key.slice(1));
      const points = key.startsWith('s') ? sites.items(id) : key.startsWith('b') ? pointsOf({ cell: id, counts: [] }) : clusterLeaves(key);
      return points.slice(offset, offset + limit);
    },
    complete() {
      full();
    },
  };
}

type Bounds = [number, number, number, number];

function boundsOf(leaves: { properties: LeafProps; geometry: { coordinates: number[] } }[], cells: Cells | null): Bounds {
  const bounds: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { properties, geometry } of leaves) {
    const [lng, lat] = geometry.coordinates as [number, number];
    const [west, south, east, north] = properties.cell === undefined ? [lng, lat, lng, lat] : cells!.bounds(properties.cell);
    bounds[0] = Math.min(bounds[0], west);
    bounds[1] = Math.min(bounds[1], south);
    bounds[2] = Math.max(bounds[2], east);
    bounds[3] = Math.max(bounds[3], north);
  }
  return bounds;
}

/** Coordinates rounded to this many decimals name a place: 5 is about a metre. */
const PLACE_SCALE = 1e5;

/** The points of each place. Rounded, a longitude is under 3.6e7 and a latitude under 1.8e7: each fits an Int32. */
function groupBySite(coordinates: Float64Array): Groups {
  const total = coordinates.length / 2;
  const xs = new Int32Array(total);
  const ys = new Int32Array(total);
  for (let i = 0; i < total; i++) {
    xs[i] = Math.round((coordinates[2 * i]! + 180) * PLACE_SCALE);
    ys[i] = Math.round((coordinates[2 * i + 1]! + 90) * PLACE_SCALE);
  }
  return groupByPair(total, xs, ys);
}

/** Points per status at each place. A place of one point (the common case at 200,000 places) shares its status's list. */
function countsBySite(sites: Groups, statuses: Uint16Array, statusCount: number): number[][] {
  const single = Array.from({ length: statusCount }, (_, status) => Array.from({ length: statusCount }, (_, i): number => (i === status ? 1 : 0)));
  return Array.from({ length: sites.count }, (_, site) => {
    if (sites.size(site) === 1) return single[statuses[sites.first(site)]!]!;
    const counts = new Array<number>(statusCount).fill(0);
    for (const point of sites.items(site)) counts[statuses[point]!]! += 1;
    return counts;
  });
}
