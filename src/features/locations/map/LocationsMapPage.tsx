import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLocationMapPointsQuery } from '../../../api/tags/geography';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { FilterLink } from '../../../shared/filters/FilterLink';
import { useLinkedFilter } from '../../../shared/filters/useLinkedFilter';
import { DroppedNotice } from '../../../shared/gridViews/DroppedNotice';
import { localeOf } from '../../../shared/i18n/localeOf';
import { LazyClusterMap, type MapStatus } from '../../../shared/map/LazyClusterMap';
import { lastFilterKey } from '../../../shared/storage/lastFilter';
import { Spinner } from '../../../shared/ui/firstPaint/Spinner';
import { locationFilter, toLocationFilterBody } from '../locationFilter';
import { LOCATIONS_GRID_PATH } from '../paths';
import { LocationPopup } from './LocationPopup';
import { DISABLED, ENABLED, toLocationPoints, type LocationPoint } from './locationPoints';

const NO_POINTS: LocationPoint[] = [];
/** The grid's memory: opened from the menu, the map shows what the grid last searched, and the other way round. */
const MEMORY = { memoryKey: lastFilterKey(LOCATIONS_GRID_PATH) };
/** The status colours (assumed: the spec names no colours for a location's status). */
const STATUS_COLORS = [
  [ENABLED, '#2E7D32'],
  [DISABLED, '#C62828'],
] as const;

/**
 * `ubications/map`: the locations the grid's filter matches (getLocationMapPoints takes the grid's body without
 * paging), clustered and coloured by status; the filter kept in the address and shared with the grid, both ways.
 */
export default function LocationsMapPage() {
  const { t, i18n } = useTranslation();
  const linked = useLinkedFilter(locationFilter, MEMORY);
  const body = useMemo(() => toLocationFilterBody(linked.filter), [linked.filter]);
  const read = useGetLocationMapPointsQuery({ locationFilter: body });

  // currentData: while another filter's points come, the old ones are not shown as this filter's.
  const answer = read.currentData?.data;
  const points = useMemo(() => (answer ? toLocationPoints(answer) : NO_POINTS), [answer]);
  // By the language, not by t: a new t (i18next's events) must not have the map index its points again.
  const language = i18n.language;
  const statuses = useMemo<MapStatus[]>(() => {
    const fixed = i18n.getFixedT(language);
    return STATUS_COLORS.map(([key, color]) => ({ key, label: fixed(`locations.status.${key}`), color }));
  }, [i18n, language]);
  const { refetch } = read;
  const retry = useCallback(() => void refetch(), [refetch]);
  const pointLabel = useCallback((point: LocationPoint) => point.name, []);
  const renderPopup = useCallback((point: LocationPoint) => <LocationPopup point={point} />, []);

  const count = answer ? points.length : null;
  return (
    <section className="p-3 flex flex-column gap-3">
      <div className="flex flex-wrap align-items-center gap-2">
        <h1 className="text-2xl font-semibold m-0 mr-auto">{t('routes.locationsMap')}</h1>
        <FilterLink to={LOCATIONS_GRID_PATH} filter={locationFilter} label={t('locations.map.toGrid')} icon="pi pi-table" />
      </div>
      <DroppedNotice dropped={linked.dropped} onDismiss={linked.dismiss} />
      <FilterBar key={linked.revision} filter={locationFilter} value={linked.filter} onSearch={linked.search} />
      <p role="status" className="m-0">
        {count === null ? '' : count === 0 ? t('locations.map.none') : t('locations.map.count', { count, formatted: count.toLocaleString(localeOf(language)) })}
      </p>
      <Suspense fallback={<Spinner label={t('map.loading')} />}>
        <LazyClusterMap<LocationPoint>
          points={points}
          statuses={statuses}
          label={t('locations.map.label')}
          pointLabel={pointLabel}
          renderPopup={renderPopup}
          loading={read.isFetching}
          failure={read.error ? { error: read.error, onRetry: retry } : undefined}
        />
      </Suspense>
    </section>
  );
}
