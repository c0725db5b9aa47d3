import type { ComponentInventorySearchRequest, ComponentStatusId } from '../../../api/tags/inventory';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { toServiceSort } from '../gridSort';

/** What an inventory view filters by: places (none: every place the user may see), statuses and a text. */
export interface ComponentFilterValues {
  placeIds: number[];
  componentStatusIds: ComponentStatusId[];
  text: string;
}

export const EMPTY_COMPONENT_FILTER: ComponentFilterValues = { placeIds: [], componentStatusIds: [], text: '' };

export const toComponentSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<ComponentFilterValues>) => ({
  componentInventorySearchRequest: {
    placeIds: filter.placeIds, componentStatusIds: filter.componentStatusIds, text: filter.text || null, pageNumber, pageSize, isExport,
    ...toServiceSort(sort),
  } satisfies ComponentInventorySearchRequest,
});
