import type { OperationHandlers } from '../runtime';
import type { SandboxStore, UserRecord, WarehouseRecord } from '../store/types';

/**
 * The warehouses a user works with: those assigned to them and those of their region, else every
 * enabled one. Warehouse records carry no region; a warehouse's region is its responsible's (each
 * seeded warehouse administrator lives in the warehouse's state), so the demo engineer (Ciudad de
 * México) chooses the Ciudad de México warehouse, whose responsible is the demo 'almacen' user.
 */
export function warehousesOf(store: SandboxStore, user: UserRecord): WarehouseRecord[] {
  const enabled = [...store.warehouses.values()].filter((w) => w.enabled);
  const regionOf = (w: WarehouseRecord) => store.users.get(w.responsibleId)?.region;
  const mine = enabled.filter((w) => user.warehouseIds.includes(w.warehouseId) || regionOf(w) === user.region);
  return mine.length ? mine : enabled;
}

export const warehouseHandlers: OperationHandlers = {
  getCatalogWarehousesByUser: ({ store, user }) =>
    warehousesOf(store, user!)
      .sort((a, b) => a.warehouseName.localeCompare(b.warehouseName, 'es'))
      .map((w) => ({
        warehouseId: w.warehouseId, warehouseName: w.warehouseName, responsibleId: w.responsibleId,
        responsibleFullName: store.users.get(w.responsibleId)?.fullName ?? null, enabled: w.enabled,
      })),
};
