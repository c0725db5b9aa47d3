import type { ComponentStatusId, ProductFilter, SearchProductsApiArg } from '../../api/tags/product';
import { useEnabledClientOptions } from '../../domain/clients/useEnabledClientOptions';
import { COMPONENT_STATUS_KEYS } from '../../domain/inventory/componentStatuses';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import type { GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';

type PlaceType = NonNullable<SearchProductsApiArg['productSearchRequest']['placeType']>;

/** What the grid filters by: the parts of searchProducts' request a user chooses (brand and model through the text). */
export interface ComponentGridFilter {
  text: string;
  serialNumber: string;
  componentStatusIds: ComponentStatusId[];
  clientIds: number[];
  placeType: PlaceType | null;
  /** null: all; true: the clients' property only; false: own components only. */
  isClientProperty: boolean | null;
}

export const EMPTY_COMPONENT_GRID_FILTER: ComponentGridFilter = {
  text: '', serialNumber: '', componentStatusIds: [], clientIds: [], placeType: null, isClientProperty: null,
};

const PLACE_TYPES: readonly PlaceType[] = ['Warehouse', 'TaskForce', 'Transit', 'Laboratory', 'Location'];
const { searchTextMax, serialMax } = LIMITS.components;

/** Text (serial, description, brand, model, client, location), serial prefix, statuses, clients, place and client property. */
export const componentGridFilter: FilterDescription<ComponentGridFilter> = {
  labelKey: 'components.grid.filter.label',
  empty: EMPTY_COMPONENT_GRID_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'components.grid.filter.text', max: searchTextMax, inputType: 'search' },
    { kind: 'text', name: 'serialNumber', labelKey: 'components.grid.filter.serialNumber', max: serialMax },
    {
      kind: 'multiChoice', name: 'componentStatusIds', labelKey: 'components.grid.filter.status', allKey: 'components.grid.filter.all',
      options: Object.entries(COMPONENT_STATUS_KEYS).map(([id, key]) => ({ value: Number(id), labelKey: `inventory.componentStatuses.${key}` })),
    },
    {
      kind: 'multiChoice', name: 'clientIds', labelKey: 'components.grid.filter.client', allKey: 'components.grid.filter.all', search: true,
      useOptions: useEnabledClientOptions,
    },
    {
      kind: 'choice', name: 'placeType', labelKey: 'components.grid.filter.placeType', all: { labelKey: 'components.grid.filter.all' },
      options: PLACE_TYPES.map((value) => ({ value, labelKey: `components.grid.placeTypes.${value}` })),
    },
    {
      kind: 'flag', name: 'isClientProperty', labelKey: 'components.grid.filter.clientProperty', width: 'w-10rem',
      allKey: 'components.grid.filter.all', yesKey: 'export.values.yes', noKey: 'export.values.no',
    },
  ],
};

/** The components a filter names, as the grid and the map both send it (empty texts as null): one filter, one body. */
export const toComponentFilterBody = (filter: ComponentGridFilter): ProductFilter => ({
  text: filter.text || null,
  serialNumber: filter.serialNumber || null,
  clientIds: filter.clientIds,
  locationIds: [],
  componentStatusIds: filter.componentStatusIds,
  conditionIds: [],
  responsibleTypeIds: [],
  placeType: filter.placeType,
  placeIds: [],
  isClientProperty: filter.isClientProperty,
});

/** The grid's request: the filter's body, its page, the column it is sorted by (1 ascending, -1 descending). */
export const toComponentSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<ComponentGridFilter>): SearchProductsApiArg => ({
  productSearchRequest: {
    ...toComponentFilterBody(filter),
    pageNumber,
    pageSize,
    isExport,
    sortField: sort.field,
    sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
