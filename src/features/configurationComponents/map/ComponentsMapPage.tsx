import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProductMapPointsQuery, useGetProductStatusConfigurationQuery, type ProductStatusSetting } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { FilterLink } from '../../../shared/filters/FilterLink';
import { useLinkedFilter } from '../../../shared/filters/useLinkedFilter';
import { DroppedNotice } from '../../../shared/gridViews/DroppedNotice';
import { localeOf } from '../../../shared/i18n/localeOf';
import { LazyClusterMap } from '../../../shared/map/LazyClusterMap';
import { lastFilterKey } from '../../../shared/storage/lastFilter';
import { Spinner } from '../../../shared/ui/firstPaint/Spinner';
import { componentGridFilter, toComponentFilterBody } from '../componentFilter';
import { COMPONENTS_GRID_PATH } from '../paths';
import { ComponentPopup } from './ComponentPopup';
import { componentMapStatuses, toComponentPoints, type ComponentPoint } from './componentPoints';

const NO_POINTS: ComponentPoint[] = [];
/** The grid's memory: opened from the menu, the map shows what the grid last searched, and the other way round. */
const MEMORY = { memoryKey: lastFilterKey(COMPONENTS_GRID_PATH) };

/**
 * `/configurationComponent/Map`: the components the grid's filter matches, at their places (getProductMapPoints takes
 * the grid's body without paging), clustered and coloured by the status configuration; the filter kept in the
 * address and shared with the grid, both ways.
 */
export default function ComponentsMapPage() {
  const { t, i18n } = useTranslation();
  const linked = useLinkedFilter(componentGridFilter, MEMORY);
  const body = useMemo(() => toComponentFilterBody(linked.filter), [linked.filter]);
  const read = useGetProductMapPointsQuery({ productFilter: body });
  const configuration = useGetProductStatusConfigurationQuery();

  // currentData: while another filter's points come, the old ones are not shown as this filter's. Points wait for
  // the statuses' colours: a change of statuses has the map index every point again.
  const settings = configuration.data?.data.statuses;
  const answer = settings ? read.currentData?.data : undefined;
  const points = useMemo(() => (answer ? toComponentPoints(answer) : NO_POINTS), [answer]);
  // By the language, not by t: a new t (i18next's events) must not have the map index its points again.
  const language = i18n.language;
  const statuses = useMemo(() => {
    const named = componentStatusNameIn(i18n.getFixedT(language));
    const nameOf = (s: ProductStatusSetting) => named(s.componentStatusId, language.startsWith('en') ? s.nameEn : s.nameEs);
    return componentMapStatuses(settings ?? [], answer?.componentStatusIds ?? [], nameOf);
  }, [settings, answer, i18n, language]);
  const error = read.error ?? configuration.error;
  const { refetch: refetchPoints } = read;
  const { refetch: refetchConfiguration } = configuration;
  const retry = useCallback(() => {
    void refetchPoints();
    if (configuration.error) void refetchConfiguration();
  }, [refetchPoints, refetchConfiguration, configuration.error]);
  const pointLabel = useCallback((point: ComponentPoint) => point.serialNumber, []);
  const renderPopup = useCallback((point: ComponentPoint) => <ComponentPopup point={point} />, []);

  const count = answer ? points.length : null;
  return (
    <section className="p-3 flex flex-column gap-3">
      <div className="flex flex-wrap align-items-center gap-2">
        <h1 className="text-2xl font-semibold m-0 mr-auto">{t('routes.configurationComponentsMap')}</h1>
        <FilterLink to={COMPONENTS_GRID_PATH} filter={componentGridFilter} label={t('components.map.toGrid')} icon="pi pi-table" />
      </div>
      <DroppedNotice dropped={linked.dropped} onDismiss={linked.dismiss} />
      <FilterBar key={linked.revision} filter={componentGridFilter} value={linked.filter} onSearch={linked.search} />
      <p role="status" className="m-0">
        {count === null ? '' : count === 0 ? t('components.map.none') : t('components.map.count', { count, formatted: count.toLocaleString(localeOf(language)) })}
      </p>
      <Suspense fallback={<Spinner label={t('map.loading')} />}>
        <LazyClusterMap<ComponentPoint>
          points={points}
          statuses={statuses}
          label={t('components.map.label')}
          pointLabel={pointLabel}
          renderPopup={renderPopup}
          loading={read.isFetching || configuration.isFetching}
          failure={error ? { error, onRetry: retry } : undefined}
        />
      </Suspense>
    </section>
  );
}
