import { useMemo } from 'react';
import { useGetWarehousesQuery } from '../../api/tags/inventory';
import { useGetAssignedWorkForcesByUserQuery, useGetMyAccountQuery } from '../../api/tags/security';
import type { OptionSource } from '../../shared/forms/fields/options';

/** Which ledger view a screen shows: components held by warehouses or by task forces. */
export type InventoryScope = 'warehouse' | 'taskForce';

function useWarehouseOptions(skip: boolean): OptionSource<number> {
  const warehouses = useGetWarehousesQuery({}, { skip });
  const options = useMemo(() => (warehouses.data?.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName })), [warehouses.data]);
  return { options, loading: warehouses.isLoading, error: warehouses.error };
}

/** The task forces assigned to the signed-in user (a task force's id is its engineer's user id). */
export function useTaskForceOptions(skip: boolean): OptionSource<number> {
  const me = useGetMyAccountQuery(undefined, { skip });
  const userId = me.data?.data.userId;
  const taskForces = useGetAssignedWorkForcesByUserQuery({ userId: userId ?? 0 }, { skip: skip || userId === undefined });
  const options = useMemo(() => (taskForces.data?.data ?? []).map((f) => ({ value: f.userId, label: f.fullName })), [taskForces.data]);
  return { options, loading: me.isLoading || taskForces.isLoading, error: me.error ?? taskForces.error };
}

/** The places a view filters by: warehouses or task forces (only the scope's list is read). */
export function usePlaceOptions(scope: InventoryScope): OptionSource<number> {
  const warehouses = useWarehouseOptions(scope !== 'warehouse');
  const taskForces = useTaskForceOptions(scope !== 'taskForce');
  return scope === 'warehouse' ? warehouses : taskForces;
}
