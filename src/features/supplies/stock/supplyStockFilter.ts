import type { SearchSupplyStockApiArg } from '../../../api/tags/inventory';
import { usePlaceOptions } from '../../../domain/inventory/placeOptions';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { useSupplyOptions } from './supplyOptions';
import { VIEWS, type SupplyStockView } from './supplyStockViews';

export interface SupplyStockFilterValues {
  /** The stock view's kind of place; the other views have theirs fixed. */
  placeType: 'Warehouse' | 'TaskForce' | null;
  placeIds: number[];
  supplyIds: number[];
  text: string;
}

const EMPTY: SupplyStockFilterValues = { placeType: null, placeIds: [], supplyIds: [], text: '' };
const ALL = 'supplies.filter.all';

const supplies = { kind: 'multiChoice', name: 'supplyIds', labelKey: 'supplies.stock.filter.supplies', allKey: ALL, useOptions: () => useSupplyOptions(), search: true, chips: 2, width: 'w-20rem' } as const;
const text = { kind: 'text', name: 'text', labelKey: 'supplies.stock.filter.text', max: LIMITS.supplies.searchTextMax, inputType: 'search' } as const;
const placesOf = (view: SupplyStockView) => {
  const scope = VIEWS[view].scope!;
  return { kind: 'multiChoice', name: 'placeIds', labelKey: `supplies.stock.places.${scope}`, allKey: ALL, useOptions: () => usePlaceOptions(scope), search: true, chips: 2, width: 'w-20rem' } as const;
};
const placeKind = {
  kind: 'choice', name: 'placeType', labelKey: 'supplies.stock.filter.placeType', all: { labelKey: ALL, inList: true },
  options: [{ value: 'Warehouse', labelKey: 'supplies.stock.placeTypes.Warehouse' }, { value: 'TaskForce', labelKey: 'supplies.stock.placeTypes.TaskForce' }],
} as const;

/** Each view's filter: its places (or, on the stock view, a kind of place), the supplies and a text; the supply view asks for supplies first. */
export function supplyStockFilter(view: SupplyStockView): FilterDescription<SupplyStockFilterValues> {
  const fields = view === 'stock' ? [placeKind, supplies, text] : view === 'supply' ? [supplies, placesOf(view), text] : [placesOf(view), supplies, text];
  return { labelKey: `supplies.stock.views.${view}.filterLabel`, empty: EMPTY, fields };
}

export const toSupplyStockArg =
  (view: SupplyStockView) =>
  ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<SupplyStockFilterValues>): SearchSupplyStockApiArg => ({
    supplyStockSearchRequest: {
      placeType: VIEWS[view].placeType ?? filter.placeType, placeIds: filter.placeIds, supplyIds: filter.supplyIds, text: filter.text.trim() || null,
      pageNumber, pageSize, isExport, sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
    },
  });
