import { useMemo } from 'react';
import { useGetWarehousesQuery } from '../../api/tags/inventory';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled warehouses as options of a choice, by name (getWarehouses with onlyEnabled). */
export function useEnabledWarehouseOptions(): OptionSource<number> {
  const warehouses = useGetWarehousesQuery({ onlyEnabled: true });
  const options = useMemo(() => (warehouses.data?.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName })), [warehouses.data]);
  return { options, loading: warehouses.isLoading, error: warehouses.error };
}
