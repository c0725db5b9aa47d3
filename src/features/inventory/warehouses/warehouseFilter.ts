import type { SearchWarehousesApiArg } from '../../../api/tags/inventory';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { toServiceSort } from '../gridSort';

export interface WarehouseFilterValues {
  text: string;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
  partnerId: number | null;
}

export const EMPTY_WAREHOUSE_FILTER: WarehouseFilterValues = { text: '', enabled: null, partnerId: null };

export const toWarehouseSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<WarehouseFilterValues>): SearchWarehousesApiArg => ({
  warehouseSearchRequest: {
    text: filter.text || null, enabled: filter.enabled, partnerId: filter.partnerId, pageNumber, pageSize, isExport, ...toServiceSort(sort),
  },
});
