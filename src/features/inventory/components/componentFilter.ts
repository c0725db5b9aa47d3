import type { ComponentInventorySearchRequest, ComponentStatusId } from '../../../api/tags/inventory';
import { COMPONENT_STATUS_IDS } from '../../../domain/inventory/componentStatuses';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { toServiceSort } from '../gridSort';
import { storedChoices, storedIds } from '../storedValues';

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

/** The remembered filter read back (the grid page keeps the last search); anything malformed is the empty value. */
export const parseComponentFilter = (stored: Readonly<Record<string, unknown>>): ComponentFilterValues => ({
  placeIds: storedIds(stored.placeIds),
  componentStatusIds: storedChoices(stored.componentStatusIds, COMPONENT_STATUS_IDS as readonly ComponentStatusId[]),
  text: typeof stored.text === 'string' ? stored.text.slice(0, LIMITS.inventory.searchTextMax) : '',
});
