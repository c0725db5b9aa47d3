import type { LocationMapPoints } from '../../../api/tags/geography';
import type { MapPoint } from '../../../shared/map/LazyClusterMap';

/** A location on the map: what ClusterMap needs, its name (a marker's) and its id for the popup's read. */
export interface LocationPoint extends MapPoint {
  locationId: number;
  name: string;
}

/** The two statuses' keys: a location is enabled or not (002 section 3, status). */
export const ENABLED = 'enabled';
export const DISABLED = 'disabled';

/** The service's parallel arrays as the map's points, once per answer. */
export function toLocationPoints({ locationIds, names, latitudes, longitudes, enabled }: LocationMapPoints): LocationPoint[] {
  const points = new Array<LocationPoint>(locationIds.length);
  for (let i = 0; i < locationIds.length; i++) {
    points[i] = { locationId: locationIds[i]!, name: names[i]!, latitude: latitudes[i]!, longitude: longitudes[i]!, status: enabled[i] ? ENABLED : DISABLED };
  }
  return points;
}
