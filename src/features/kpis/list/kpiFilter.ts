import type { SearchKpisApiArg } from '../../../api/tags/insight';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { useKpiGroupOptions } from '../kpiForm/kpiOptions';

export interface KpiFilterValues {
  text: string;
  kpiGroupId: number | null;
}

/** Text (name, category or formula) and group. */
export const kpiFilter: FilterDescription<KpiFilterValues> = {
  labelKey: 'kpis.filter.label',
  empty: { text: '', kpiGroupId: null },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'kpis.filter.text', max: LIMITS.kpis.nameMax },
    { kind: 'choice', name: 'kpiGroupId', labelKey: 'kpis.fields.kpiGroupId', all: { labelKey: 'kpis.filter.all' }, useOptions: useKpiGroupOptions },
  ],
};

export const toKpiSearchArg = ({ filter, pageNumber, pageSize }: GridRequest<KpiFilterValues>): SearchKpisApiArg => ({
  text: filter.text || undefined,
  kpiGroupId: filter.kpiGroupId ?? undefined,
  pageNumber,
  pageSize,
});
