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
 */
import Supercluster from 'supercluster';

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

interface SiteProps {
  site: number;
  counts: number[];
}
type GroupProps = { counts: number[] };

export function createClusterIndex({ coordinates, statuses, statusCount, firstZoom, maxZoom }: ClusterInput): ClusterIndex {
  const sites = groupBySite(coordinates);
  // A place of one point (the common case at 200,000 places) shares its status's list: no list per place.
  const single = Array.from({ length: statusCount }, (_, status) => Array.from({ length: statusCount }, (_, i): number => (i === status ? 1 : 0)));
  const features = sites.map((points, site) => {
    const first = points[0]!;
    let counts = single[statuses[first]!]!;
    if (points.length > 1) {
      counts = new Array<number>(statusCount).fill(0);
      for (const point of points) counts[statuses[point]!]! += 1;
    }
    return {
      type: 'Feature' as const,
      properties: { site, counts },
      geometry: { type: 'Point' as const, coordinates: [coordinates[2 * first]!, coordinates[2 * first + 1]!] },
    };
  });
  const build = (upTo: number) =>
    new Supercluster<SiteProps, GroupProps>({
      radius: RADIUS_PX,
      extent: TILE_PX,
      maxZoom: upTo,
      map: (props) => ({ counts: props.counts }),
      // A new array, never added into: supercluster starts a cluster's properties as a shallow copy of
      // its first child's, so adding into `counts` would change that child's too.
      reduce: (sum, props) => {
        sum.counts = sum.counts.map((count, i) => count + props.counts[i]!);
      },
    }).load(features);

  // supercluster builds every zoom from the one below it: at 200,000 separate places the zooms down to the
  // country take seconds. The zooms up to the first view come from an index of their own, built first
  // (its top zoom straight from the places), so the first paint waits only for that one.
  const upToFirst = build(Math.min(firstZoom, maxZoom));
  let everyZoom: Supercluster<SiteProps, GroupProps> | null = firstZoom >= maxZoom ? upToFirst : null;
  const full = () => (everyZoom ??= build(maxZoom));
  /** Group keys name their index: f (up to the first zoom), c (every zoom), s (a site). */
  const indexOf = (key: string) => (key.startsWith('f') ? upToFirst : full());

  const siteLeaves = (site: number) => sites[site]!;
  const clusterLeaves = (key: string) =>
    indexOf(key)
      .getLeaves(Number(key.slice(1)), Infinity)
      .flatMap((leaf) => siteLeaves(leaf.properties.site));

  return {
    items(bbox, zoom) {
      const prefix = zoom <= firstZoom ? 'f' : 'c';
      return indexOf(prefix)
        .getClusters(bbox, zoom)
        .map((feature): ClusterItem => {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const props = feature.properties;
          if ('cluster' in props) {
            // Not point_count, which counts places: a place may hold several points.
            const count = props.counts.reduce((sum, n) => sum + n, 0);
            return { kind: 'group', key: `${prefix}${props.cluster_id}`, lng, lat, count, counts: props.counts };
          }
          const points = siteLeaves(props.site);
          if (points.length === 1) return { kind: 'point', key: `p${points[0]}`, index: points[0]!, lng, lat };
          return { kind: 'group', key: `s${props.site}`, lng, lat, count: points.length, counts: props.counts };
        });
    },
    opening(key) {
      const id = Number(key.slice(1));
      if (key.startsWith('s')) return { kind: 'list', total: siteLeaves(id).length };
      const zoom = indexOf(key).getClusterExpansionZoom(id);
      if (zoom > maxZoom) return { kind: 'list', total: clusterLeaves(key).length };
      // The first view's index knows no zoom past its own: where its group splits, its places' bounds tell.
      if (key.startsWith('f') && zoom > firstZoom) return { kind: 'zoom', zoom, bounds: boundsOf(upToFirst.getLeaves(id, Infinity)) };
      return { kind: 'zoom', zoom };
    },
    leaves(key, offset, limit) {
      const points = key.startsWith('s') ? siteLeaves(Number(key.slice(1))) : clusterLeaves(key);
      return points.slice(offset, offset + limit);
    },
    complete() {
      full();
    },
  };
}

function boundsOf(places: { geometry: { coordinates: number[] } }[]): [number, number, number, number] {
  const bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { geometry } of places) {
    const [lng, lat] = geometry.coordinates as [number, number];
    bounds[0] = Math.min(bounds[0], lng);
    bounds[1] = Math.min(bounds[1], lat);
    bounds[2] = Math.max(bounds[2], lng);
    bounds[3] = Math.max(bounds[3], lat);
  }
  return bounds;
}

/** Coordinates rounded to this many decimals name a place: 5 is about a metre. */
const PLACE_SCALE = 1e5;

/**
 * The points of each place, in the caller's order. A number names each place (a string key per point
 * cost a second at 200,000 points): the latitude to a metre is under 2^25, and the whole under 2^53.
 */
function groupBySite(coordinates: Float64Array): number[][] {
  const siteOf = new Map<number, number[]>();
  for (let i = 0; i < coordinates.length / 2; i++) {
    const key = Math.round((coordinates[2 * i]! + 180) * PLACE_SCALE) * 2 ** 25 + Math.round((coordinates[2 * i + 1]! + 90) * PLACE_SCALE);
    const site = siteOf.get(key);
    if (site) site.push(i);
    else siteOf.set(key, [i]);
  }
  return [...siteOf.values()];
}
