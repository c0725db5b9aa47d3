import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { useKpiGroupOptions } from '../kpiForm/kpiOptions';

export interface ParameterFilterValues {
  text: string;
  kpiGroupId: number | null;
}

const { parameterFilterMinLength, nameMax } = LIMITS.kpis;

/** A group and a text of at least 4 characters (spec 002 section 5), matched against name, code, alias and description. */
export const parameterFilter: FilterDescription<ParameterFilterValues> = {
  labelKey: 'kpis.parameters.filter',
  empty: { text: '', kpiGroupId: null },
  fields: [
    { kind: 'choice', name: 'kpiGroupId', labelKey: 'kpis.parameters.group', all: { labelKey: 'kpis.filter.all' }, useOptions: useKpiGroupOptions },
    { kind: 'text', name: 'text', labelKey: 'kpis.parameters.text', min: parameterFilterMinLength, max: nameMax, blankIsShort: true },
  ],
};
