import type { SearchKitsApiArg } from '../../api/tags/product';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import type { GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';

export interface KitFilterValues {
  text: string;
}

/** A kit's number, name, description or place. */
export const kitFilter: FilterDescription<KitFilterValues> = {
  labelKey: 'kits.filter.label',
  empty: { text: '' },
  fields: [{ kind: 'text', name: 'text', labelKey: 'kits.filter.text', max: LIMITS.kits.searchTextMax, inputType: 'search' }],
};

export const toKitSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<KitFilterValues>): SearchKitsApiArg => ({
  kitSearchRequest: {
    text: filter.text.trim() || null, pageNumber, pageSize, isExport,
    sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
