import type { ProductMapPoints, ProductStatusSetting } from '../../../api/tags/product';
import type { MapPoint, MapStatus } from '../../../shared/map/LazyClusterMap';

/** A component on the map: what ClusterMap needs, its serial number (a marker's name) and its id for the popup's read. */
export interface ComponentPoint extends MapPoint {
  productId: number;
  serialNumber: string;
}

/**
 * The service's parallel arrays as the map's points, once per answer: one small object per component (200,000
 * of them at most), the status as its id's text (small numbers' texts are cached by the engine, not allocated).
 */
export function toComponentPoints({ productIds, serialNumbers, latitudes, longitudes, componentStatusIds }: ProductMapPoints): ComponentPoint[] {
  const points = new Array<ComponentPoint>(productIds.length);
  for (let i = 0; i < productIds.length; i++) {
    points[i] = { productId: productIds[i]!, serialNumber: serialNumbers[i]!, latitude: latitudes[i]!, longitude: longitudes[i]!, status: String(componentStatusIds[i]) };
  }
  return points;
}

/** The statuses the answer holds, in the configuration's order, with its colours and the names `nameOf` gives. */
export function componentMapStatuses(settings: readonly ProductStatusSetting[], statusIds: readonly number[], nameOf: (setting: ProductStatusSetting) => string): MapStatus[] {
  const present = new Set(statusIds);
  return settings.filter((setting) => present.has(setting.componentStatusId)).map((setting) => ({ key: String(setting.componentStatusId), label: nameOf(setting), color: setting.color }));
}
