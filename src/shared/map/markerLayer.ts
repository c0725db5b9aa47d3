import L from 'leaflet';
import type { ClusterItem } from './clusterIndex';

/**
 * Markers are changed in slices of at most this many milliseconds, each its own task: a zoom that
 * replaces hundreds of markers never holds the main thread past the 50 ms of a long task.
 */
const SLICE_MS = 12;

/** The markers in view, kept by key: a pan redraws only what entered or left the view. */
export class MarkerLayer {
  private readonly group: L.LayerGroup;
  private readonly markers = new Map<string, L.Marker>();
  /** The draw under way; an older one stops at its next slice. */
  private drawing = 0;

  constructor(
    map: L.Map,
    private readonly iconOf: (item: ClusterItem) => L.DivIcon,
    /** Click, Enter or Space on a marker; `byKeyboard` says which, so focus can follow. */
    private readonly onOpen: (item: ClusterItem, byKeyboard: boolean) => void,
  ) {
    this.group = L.layerGroup().addTo(map);
  }

  /** Shows `items` and nothing else; resolves true once done, false when a newer draw took over. */
  draw(items: ClusterItem[]): Promise<boolean> {
    const run = ++this.drawing;
    const keep = new Set(items.map((item) => item.key));
    const leaving = [...this.markers.keys()].filter((key) => !keep.has(key));
    const entering = items.filter((item) => !this.markers.has(item.key));
    let left = 0;
    let entered = 0;
    return new Promise((resolve) => {
      const slice = () => {
        if (run !== this.drawing) return resolve(false);
        const until = performance.now() + SLICE_MS;
        for (; left < leaving.length && performance.now() < until; left++) {
          this.group.removeLayer(this.markers.get(leaving[left]!)!);
          this.markers.delete(leaving[left]!);
        }
        for (; entered < entering.length && performance.now() < until; entered++) this.add(entering[entered]!);
        if (left < leaving.length || entered < entering.length) setTimeout(slice, 0);
        else resolve(true);
      };
      slice();
    });
  }

  /** Removes every marker: after new points, the same key may name another group. */
  clear(): void {
    this.drawing++;
    this.group.clearLayers();
    this.markers.clear();
  }

  /** The marker drawn nearest to `at`, to take the focus after a group opened by keyboard. */
  nearest(at: L.LatLng): HTMLElement | undefined {
    let best: { distance: number; element: HTMLElement | undefined } | null = null;
    for (const marker of this.markers.values()) {
      const distance = at.distanceTo(marker.getLatLng());
      if (!best || distance < best.distance) best = { distance, element: marker.getElement() };
    }
    return best?.element;
  }

  /** The element of the marker drawn for `key`, if it is in view. */
  element(key: string): HTMLElement | undefined {
    return this.markers.get(key)?.getElement();
  }

  private add(item: ClusterItem): void {
    const marker = L.marker([item.lat, item.lng], { icon: this.iconOf(item), keyboard: true });
    marker.on('click', () => this.onOpen(item, false));
    // keydown, not Leaflet's keypress (deprecated): Enter and Space, as for any button.
    marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
      const key = event.originalEvent.key;
      if (key !== 'Enter' && key !== ' ') return;
      event.originalEvent.preventDefault();
      this.onOpen(item, true);
    });
    this.group.addLayer(marker);
    this.markers.set(item.key, marker);
  }
}
