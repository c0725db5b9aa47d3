import { insightGeneratedApi } from '../generated/insight';

type Tag = 'Kpis' | 'KpiCatalogues' | 'IndicatorBands' | 'SurveyTemplates' | 'SurveyAnswers';

const provides = (tag: Tag) => ({ providesTags: [tag] });
const invalidates = (tags: Tag[]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : tags),
});

/**
 * The insight service as screens see it: a KPI change makes the KPI reads and their results stale; the bands'
 * change, the bands. Groups and parameters are read only. A template's create or update refreshes every list of
 * templates (spec 002 section 7) and the reports, which name templates; saved answers make a ticket's survey and the reports stale.
 */
export const insightApi = insightGeneratedApi.enhanceEndpoints<Tag>({
  addTagTypes: ['Kpis', 'KpiCatalogues', 'IndicatorBands', 'SurveyTemplates', 'SurveyAnswers'],
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
    getSurveyTemplateGroup: provides('SurveyTemplates'),
    getSurveyTemplateById: provides('SurveyTemplates'),
    searchSurveyTemplates: provides('SurveyTemplates'),
    createSurveyTemplate: invalidates(['SurveyTemplates', 'SurveyAnswers']),
    updateSurveyTemplate: invalidates(['SurveyTemplates', 'SurveyAnswers']),
    getSurveyTemplateByTicket: provides('SurveyAnswers'),
    saveSurveyAnswers: invalidates(['SurveyAnswers']),
    getSurveyReport: provides('SurveyAnswers'),
    getSurveyTemplateReport: provides('SurveyAnswers'),
    searchAnsweredSurveys: provides('SurveyAnswers'),
    getAnsweredSurveyAnswers: provides('SurveyAnswers'),
  },
});

export * from '../generated/insight';
