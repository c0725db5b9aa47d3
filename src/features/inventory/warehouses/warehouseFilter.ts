import type { SearchWarehousesApiArg } from '../../../api/tags/inventory';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { toServiceSort } from '../gridSort';
import { usePartnerOptions } from './warehouseOptions';

export interface WarehouseFilterValues {
  text: string;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
  partnerId: number | null;
}

export const EMPTY_WAREHOUSE_FILTER: WarehouseFilterValues = { text: '', enabled: null, partnerId: null };

/** Text (name, address, postal code or manager), state and partner. */
export const warehouseFilter: FilterDescription<WarehouseFilterValues> = {
  labelKey: 'inventory.warehouses.filter.label',
  empty: EMPTY_WAREHOUSE_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'inventory.warehouses.filter.text', max: LIMITS.warehouses.searchTextMax },
    {
      kind: 'flag', name: 'enabled', labelKey: 'inventory.warehouses.filter.state', width: 'w-10rem',
      allKey: 'inventory.filter.all', yesKey: 'inventory.warehouses.filter.enabled', noKey: 'inventory.warehouses.filter.disabled',
    },
    { kind: 'choice', name: 'partnerId', labelKey: 'inventory.warehouses.fields.partnerId', all: { labelKey: 'inventory.filter.all' }, useOptions: usePartnerOptions },
  ],
};

export const toWarehouseSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<WarehouseFilterValues>): SearchWarehousesApiArg => ({
  warehouseSearchRequest: {
    text: filter.text || null, enabled: filter.enabled, partnerId: filter.partnerId, pageNumber, pageSize, isExport, ...toServiceSort(sort),
  },
});
