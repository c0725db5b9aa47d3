import type { SearchSuppliesApiArg } from '../../../api/tags/product';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';

export interface SupplyFilterValues {
  text: string;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
}

/** Name, code or unit, and the state. */
export const supplyFilter: FilterDescription<SupplyFilterValues> = {
  labelKey: 'supplies.filter.label',
  empty: { text: '', enabled: null },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'supplies.filter.text', max: LIMITS.supplies.searchTextMax, inputType: 'search' },
    {
      kind: 'flag', name: 'enabled', labelKey: 'supplies.filter.state', width: 'w-10rem',
      allKey: 'supplies.filter.all', yesKey: 'supplies.filter.enabled', noKey: 'supplies.filter.disabled',
    },
  ],
};

export const toSupplySearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<SupplyFilterValues>): SearchSuppliesApiArg => ({
  supplySearchRequest: {
    text: filter.text.trim() || null, enabled: filter.enabled, pageNumber, pageSize, isExport,
    sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
