import type { GridSort } from '../../shared/ui/DataGrid/DataGrid';

/** The inventory service's sort fields (inventory.yaml *SearchRequest): the row field, 1 ascending, -1 descending. */
export const toServiceSort = (sort: GridSort) => ({ sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1 }) as const;
