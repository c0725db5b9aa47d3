import { insightGeneratedApi } from '../generated/insight';

type Tag = 'Kpis' | 'KpiCatalogues' | 'IndicatorBands';

const provides = (tag: Tag) => ({ providesTags: [tag] });
const invalidates = (tags: Tag[]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : tags),
});

/**
 * The insight service as screens see it: a KPI change makes the KPI reads and their results stale; the bands'
 * change, the bands. Groups and parameters are read only.
 */
export const insightApi = insightGeneratedApi.enhanceEndpoints<Tag>({
  addTagTypes: ['Kpis', 'KpiCatalogues', 'IndicatorBands'],
  endpoints: {
    searchKpis: provides('Kpis'),
    getKpiResults: provides('Kpis'),
    createKpi: invalidates(['Kpis']),
    updateKpi: invalidates(['Kpis']),
    deleteKpi: invalidates(['Kpis']),
    getKpiGroups: provides('KpiCatalogues'),
    getKpiParameters: provides('KpiCatalogues'),
    filterKpiParameters: provides('KpiCatalogues'),
    getIndicatorBands: provides('IndicatorBands'),
    updateIndicatorBands: invalidates(['IndicatorBands']),
  },
});

export * from '../generated/insight';
