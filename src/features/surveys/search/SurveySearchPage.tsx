import { insightApi, useLazyGetSurveyTemplateByIdQuery, useUpdateSurveyTemplateMutation, type SearchSurveyTemplatesApiArg, type SurveyTemplateSummaryRead as Summary } from '../../../api/tags/insight';
import { useAccessList } from '../../../auth/useAccessList';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { named } from '../../../shared/resource/texts';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { surveyColumns } from './surveyColumns';

interface SurveyFilter {
  text: string;
  /** Ticked: the deleted templates instead of the enabled ones. */
  deleted: boolean;
}

const filter: FilterDescription<SurveyFilter> = {
  labelKey: 'surveys.search.filter',
  empty: { text: '', deleted: false },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'surveys.search.text', max: LIMITS.surveys.titleMax },
    { kind: 'check', name: 'deleted', labelKey: 'surveys.search.deleted' },
  ],
};

const toArg = ({ filter: f, pageNumber, pageSize }: GridRequest<SurveyFilter>): SearchSurveyTemplatesApiArg => ({
  text: f.text || undefined, enabled: f.deleted ? false : undefined, pageNumber, pageSize,
});

const nameOf = (row: Summary) => row.title;

/** Deletion is an update with enabled false (spec 002 section 4): the template is read whole and sent back so. */
function useDelete() {
  const [read] = useLazyGetSurveyTemplateByIdQuery();
  const [update] = useUpdateSurveyTemplateMutation();
  return async (row: Summary) => {
    const template = (await read({ id: row.idSurveyTemplate }).unwrap()).data;
    const questionsTemplate = template.surveyQuestionsTemplate.map(({ valueResponse: _, ...question }) => question);
    const surveyTemplateUpdate = { idTemplate: row.idSurveyTemplate, title: template.title, description: template.description, questionsTemplate, enabled: false, rowVersion: row.rowVersion };
    return update({ idTemplate: row.idSurveyTemplate, surveyTemplateUpdate }).unwrap();
  };
}

const SURVEYS: ResourceDescription<Summary, SurveyFilter, SearchSurveyTemplatesApiArg> = {
  id: 'surveyTemplates',
  title: (t) => t('routes.surveySearch'),
  rowKey: 'idSurveyTemplate',
  rowName: nameOf,
  columns: surveyColumns,
  search: { endpoint: insightApi.endpoints.searchSurveyTemplates, toArg, pageSizes: LIMITS.surveys.pageSizes, defaultSort: { field: 'title', order: 'asc' } },
  filter: { description: filter },
  rowActions: [
    {
      id: 'delete', permissions: ['SurveyDelete', 'SurveyManagement'], icon: 'pi pi-trash', danger: true, label: named('surveys.search.delete', nameOf),
      when: (row) => row.enabled,
      does: {
        kind: 'confirm', icon: 'pi pi-trash', danger: true,
        header: (t) => t('surveys.search.deleteHeader'),
        message: named('surveys.search.deleteMessage', nameOf),
        confirmLabel: (t) => t('surveys.search.deleteConfirm'),
        useRun: useDelete,
        done: named('surveys.search.deleted', nameOf),
      },
    },
  ],
  exports: (t) => ({ fileBaseName: t('surveys.search.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('surveys.search.empty'),
};

/** `surveys/search`: the templates, searched by text, each opened in the editor from its title and deleted with SurveyDelete. */
export default function SurveySearchPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={SURVEYS} can={can} />;
}
