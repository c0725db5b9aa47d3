import type { ReactElement } from 'react';
import { retryableLazy } from '../ui/retryableLazy';
import type { ClusterMapProps, MapPoint } from './ClusterMap';

/**
 * ClusterMap for a screen, inside a Suspense boundary: its code (Leaflet, the outline, the clustering)
 * is fetched when first drawn, never in the first load. Typed again for the caller's own points, which
 * lazy loading would otherwise widen to MapPoint.
 */
export const LazyClusterMap = retryableLazy(() => import('./ClusterMap')) as <P extends MapPoint>(props: ClusterMapProps<P>) => ReactElement;

export type { ClusterMapProps, MapPoint, MapStatus } from './ClusterMap';
