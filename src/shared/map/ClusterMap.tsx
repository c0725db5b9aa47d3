import 'leaflet/dist/leaflet.css';
import './clusterMap.css';
import L from 'leaflet';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { localeOf } from '../i18n/localeOf';
import { Spinner } from '../ui/firstPaint/Spinner';
import { RequestError } from '../ui/RequestError';
import type { ClusterItem } from './clusterIndex';
import { openClusterSource, type ClusterSource } from './clusterSource';
import { createLeafletMap, MAP_MAX_ZOOM } from './createLeafletMap';
import { GroupList } from './GroupList';
import { MapLegend } from './MapLegend';
import { MarkerLayer } from './markerLayer';
import { groupIcon, pointIcon } from './markerIcons';
import { statusStyles, type MapStatus } from './statusStyles';

export type { MapStatus } from './statusStyles';

export interface MapPoint {
  latitude: number;
  longitude: number;
  /** One of the `statuses` keys; any other is drawn grey as "other status". */
  status: string;
}

export interface ClusterMapProps<P extends MapPoint> {
  /** Indexed again whenever a new array comes: keep the same one while the points do not change. */
  points: readonly P[];
  /** Colour and name (in the user's language) of each status, for the markers and the legend. */
  statuses: readonly MapStatus[];
  /** Names the map for readers, e.g. "Mapa de componentes". */
  label: string;
  /** A point's accessible name, e.g. its serial number; the map adds its status. */
  pointLabel: (point: P) => string;
  /** What a point's popup shows, e.g. the component and a link to its detail. */
  renderPopup: (point: P) => ReactNode;
  /** The caller's read of the points is under way. */
  loading?: boolean;
  /** The caller's read failed: shown above the map with a retry. */
  failure?: { error: unknown; onRetry: () => void };
  /** Clicking the map (not a marker) tells where, e.g. to set a location's point; the pointer becomes a crosshair. */
  onMapClick?: (at: { latitude: number; longitude: number }) => void;
  /** What the map says over itself when there are no points (by default, that the filter found none). */
  emptyMessage?: string;
}

/** The popup's height at the least, and the room it leaves the map above and below (pixels). */
const POPUP_MIN_HEIGHT = 160;
const POPUP_MARGIN = 96;

/** Lays the popup's frame out again around content that changed, and pans the map to show it whole. */
function refitPopup(frame: L.Popup, content: HTMLElement) {
  // Leaflet's update puts the content in again, which drops the focus from inside it: give it back.
  const focused = document.activeElement;
  frame.update();
  if (focused instanceof HTMLElement && focused !== document.activeElement && content.contains(focused)) focused.focus();
}

/** What an open popup shows; its element is the portal React renders into. */
type OpenPopup = { lat: number; lng: number; element: HTMLDivElement; byKeyboard: boolean; opener: string } & (
  | { kind: 'point'; index: number }
  | { kind: 'list'; key: string; total: number }
);

/**
 * Points on a map of Mexico, clustered in a worker (clusterIndex.ts), each group a ring of its statuses'
 * colours around its count. A group opens on click, Enter or Space: it zooms in to where it splits, or,
 * when no zoom splits it, lists its points. A point opens the caller's popup. The default export, so a
 * screen loads it lazily (./LazyClusterMap.ts): Leaflet and the outline stay out of the first load.
 */
export default function ClusterMap<P extends MapPoint>({
  points, statuses, label, pointLabel, renderPopup, loading, failure, onMapClick, emptyMessage,
}: ClusterMapProps<P>) {
  const { t, i18n } = useTranslation();
  const helpId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<ClusterSource | null>(null);
  const layerRef = useRef<MarkerLayer | null>(null);
  const popupRef = useRef<L.Popup | null>(null);
  /** Where a group opened by keyboard was: its nearest marker takes the focus once drawn. */
  const focusAfterDraw = useRef<L.LatLng | null>(null);
  const drawRequest = useRef(0);
  const [map, setMap] = useState<L.Map | null>(null);
  const [indexed, setIndexed] = useState<readonly P[] | null>(null);
  const [inView, setInView] = useState(0);
  const [popup, setPopup] = useState<OpenPopup | null>(null);

  const { format, compact } = useMemo(() => {
    const locale = localeOf(i18n.language);
    const whole = new Intl.NumberFormat(locale);
    const short = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    return { format: (n: number) => whole.format(n), compact: (n: number) => short.format(n) };
  }, [i18n.language]);
  // By the text, not by t: a new t (i18next's events) must not index the points again.
  const unknownLabel = t('map.unknownStatus');
  const { styles, indexOf } = useMemo(() => statusStyles(statuses, unknownLabel), [statuses, unknownLabel]);
  const pointStatuses = useMemo(() => Uint16Array.from(points, (point) => indexOf(point.status)), [points, indexOf]);
  const totals = useMemo(() => {
    const counts = new Array<number>(styles.length).fill(0);
    for (const status of pointStatuses) counts[status]! += 1;
    return counts;
  }, [pointStatuses, styles.length]);

  const iconOf = useEffectEvent((item: ClusterItem) => {
    if (item.kind === 'point') {
      const style = styles[pointStatuses[item.index]!]!;
      return pointIcon(style.color, t('map.point', { label: pointLabel(points[item.index]!), status: style.label }));
    }
    const shares = styles.map((style, i) => ({ color: style.color, label: style.label, count: item.counts[i] ?? 0 }));
    const named = shares.filter((share) => share.count > 0).map((share) => t('map.statusCount', { count: format(share.count), status: share.label }));
    return groupIcon(item.count, compact(item.count), shares, t('map.group', { count: item.count, formatted: format(item.count), statuses: named.join(', ') }));
  });

  const draw = useEffectEvent(async () => {
    const source = sourceRef.current;
    if (!map || !source || !indexed) return;
    const request = ++drawRequest.current;
    // A margin around the view: a short pan finds its markers already drawn.
    const bounds = map.getBounds().pad(0.1);
    const bbox: [number, number, number, number] = [
      Math.max(-180, bounds.getWest()),
      Math.max(-85, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(85, bounds.getNorth()),
    ];
    const items = await source.items(bbox, Math.round(map.getZoom()));
    if (request !== drawRequest.current || !(await layerRef.current?.draw(items))) return;
    setInView(items.length);
    if (focusAfterDraw.current) {
      layerRef.current?.nearest(focusAfterDraw.current)?.focus();
      focusAfterDraw.current = null;
    }
  });

  const open = useEffectEvent(async (item: ClusterItem, byKeyboard: boolean) => {
    const place = { lat: item.lat, lng: item.lng, element: document.createElement('div'), byKeyboard, opener: item.key };
    if (item.kind === 'point') {
      setPopup({ ...place, kind: 'point', index: item.index });
      return;
    }
    const opening = await sourceRef.current!.opening(item.key);
    if (opening.kind === 'list') {
      setPopup({ ...place, kind: 'list', key: item.key, total: opening.total });
      return;
    }
    if (!map) return;
    const [west, south, east, north] = opening.bounds ?? [item.lng, item.lat, item.lng, item.lat];
    const bounds = L.latLngBounds([south, west], [north, east]);
    const zoom = Math.min(MAP_MAX_ZOOM, Math.max(opening.zoom, opening.bounds ? map.getBoundsZoom(bounds) : 0));
    if (byKeyboard) focusAfterDraw.current = bounds.getCenter();
    map.setView(bounds.getCenter(), zoom);
  });

  // The map, its clustering and its markers live as long as the component.
  useEffect(() => {
    const leaflet = createLeafletMap(
      containerRef.current!,
      { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), outlineAttribution: t('map.outlineAttribution') },
      getRuntimeConfig().map,
    );
    const source = openClusterSource();
    sourceRef.current = source;
    layerRef.current = new MarkerLayer(leaflet, (item) => iconOf(item), (item, byKeyboard) => void open(item, byKeyboard));
    setMap(leaflet);
    return () => {
      leaflet.remove();
      source.close();
      sourceRef.current = null;
      layerRef.current = null;
    };
    // Once: the language does not change under a mounted screen (a change signs the user out).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaflet's markers keep their clicks to themselves, so this hears the map alone.
  const mapClicked = useEffectEvent((event: L.LeafletMouseEvent) => onMapClick?.({ latitude: event.latlng.lat, longitude: event.latlng.lng }));
  useEffect(() => {
    if (!map) return;
    const clicked = (event: L.LeafletMouseEvent) => mapClicked(event);
    map.on('click', clicked);
    return () => {
      map.off('click', clicked);
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const redraw = () => void draw();
    map.on('moveend', redraw);
    return () => {
      map.off('moveend', redraw);
    };
  }, [map]);

  // New points: a new index, and the old markers and popup (which name points by place) go.
  useEffect(() => {
    const source = sourceRef.current;
    if (!map || !source) return;
    let current = true;
    setPopup(null);
    const coordinates = new Float64Array(points.length * 2);
    points.forEach((point, i) => {
      coordinates[2 * i] = point.longitude;
      coordinates[2 * i + 1] = point.latitude;
    });
    const firstZoom = Math.round(map.getZoom());
    void source.load({ coordinates, statuses: pointStatuses, statusCount: styles.length, firstZoom, maxZoom: MAP_MAX_ZOOM }).then(() => {
      if (!current) return;
      layerRef.current?.clear();
      setIndexed(points);
    });
    return () => {
      current = false;
    };
  }, [map, points, pointStatuses, styles.length]);

  useEffect(() => {
    if (indexed) void draw();
  }, [indexed]);

  // The open popup: Leaflet's frame around the element React renders the content into.
  useEffect(() => {
    if (!map || !popup) return;
    // Never taller than the map (less its padding and the frame's tip): a longer content scrolls inside it.
    const maxHeight = Math.max(POPUP_MIN_HEIGHT, map.getSize().y - POPUP_MARGIN);
    const frame = L.popup({ minWidth: 220, maxWidth: 340, maxHeight, autoPanPadding: [24, 24] }).setLatLng([popup.lat, popup.lng]).setContent(popup.element);
    const closeOnEscape = (event: KeyboardEvent) => {
      // Leaflet closes on Escape only while the map itself has the focus, not from inside a popup.
      if (event.key === 'Escape') map.closePopup(frame);
    };
    popup.element.addEventListener('keydown', closeOnEscape);
    const closed = () => {
      setPopup((current) => (current === popup ? null : current));
      if (popup.byKeyboard) layerRef.current?.element(popup.opener)?.focus();
    };
    frame.on('remove', closed);
    frame.openOn(map);
    popupRef.current = frame;
    frame.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('map.closePopup'));
    if (popup.byKeyboard) {
      popup.element.tabIndex = -1;
      (popup.element.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]') ?? popup.element).focus();
    }
    // Content that grows after opening (a caller's popup read on demand, a list drawn later) moves the frame and pans
    // the map again, so its top never stays cut off above the map.
    let height = popup.element.offsetHeight;
    const resized = new ResizeObserver(() => {
      if (popup.element.offsetHeight === height) return;
      height = popup.element.offsetHeight;
      refitPopup(frame, popup.element);
    });
    resized.observe(popup.element);
    return () => {
      resized.disconnect();
      popup.element.removeEventListener('keydown', closeOnEscape);
      frame.off('remove', closed);
      map.closePopup(frame);
      popupRef.current = null;
    };
  }, [map, popup, t]);

  const listKey = popup?.kind === 'list' ? popup.key : null;
  const leaves = useCallback((offset: number, limit: number) => sourceRef.current!.leaves(listKey!, offset, limit), [listKey]);
  const fitPopup = useCallback(() => {
    if (popupRef.current && popup) refitPopup(popupRef.current, popup.element);
  }, [popup]);

  const busy = loading || indexed !== points;
  return (
    <div className="sd-cluster-map">
      {failure && <RequestError error={failure.error} onRetry={failure.onRetry} />}
      <div
        ref={containerRef}
        className={`sd-cluster-map__canvas${onMapClick ? ' sd-cluster-map__canvas--pick' : ''}`}
        role="region"
        aria-label={label}
        aria-describedby={helpId}
      />
      <p id={helpId} className="sd-map-sr-only">
        {t('map.keyboardHelp')}
      </p>
      <p role="status" className="sd-map-sr-only">
        {busy ? '' : t('map.inView', { count: inView, formatted: format(inView) })}
      </p>
      {busy && !failure && (
        <div className="sd-cluster-map__overlay" role="status">
          <Spinner />
          <span>{t('map.loading')}</span>
        </div>
      )}
      {!busy && !failure && points.length === 0 && (
        <div className="sd-cluster-map__overlay" role="status">
          {emptyMessage ?? t('map.empty')}
        </div>
      )}
      <MapLegend statuses={styles} totals={totals} format={format} />
      {popup &&
        createPortal(
          popup.kind === 'point' ? (
            renderPopup(points[popup.index]!)
          ) : (
            <GroupList total={popup.total} leaves={leaves} render={(index) => renderPopup(points[index]!)} format={format} onDrawn={fitPopup} />
          ),
          popup.element,
        )}
    </div>
  );
}
