import type { OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { isTaskForce } from '../inventory/places';
import { inventoryOf } from '../inventory/state';

interface Responsible {
  responsibleId: number;
  name: string;
  responsibleTypeId: number;
  placeType: 'Warehouse' | 'TaskForce' | 'Laboratory';
}

const byName = (a: Responsible, b: Responsible) => a.name.localeCompare(b.name, 'es');

const warehouses = (store: SandboxStore, postCode: string | null = null): Responsible[] =>
  [...store.warehouses.values()]
    .filter((w) => w.enabled && (postCode === null || w.postalCode === postCode))
    .map((w) => ({ responsibleId: w.warehouseId, name: w.warehouseName, responsibleTypeId: 1, placeType: 'Warehouse' as const }));

const engineer = (store: SandboxStore, userId: number): Responsible => ({
  responsibleId: userId, name: store.users.get(userId)!.fullName, responsibleTypeId: 2, placeType: 'TaskForce',
});

/** Responsibles (spec 002 section 7: by post code, by type, warehouse responsibles); their meaning is assumed (product.yaml). */
export const responsibleHandlers: OperationHandlers = {
  getResponsiblesByPostCode: ({ store, query }) => {
    const postCode = String(query.postCode);
    const locations = new Set([...store.locations.values()].filter((l) => l.postalCode === postCode).map((l) => l.id));
    const engineerIds = new Set<number>();
    for (const t of store.tickets.readOnlyList()) if (t.assignedEngineerId !== null && locations.has(t.locationId) && isTaskForce(store, t.assignedEngineerId)) engineerIds.add(t.assignedEngineerId);
    return [...warehouses(store, postCode), ...[...engineerIds].map((id) => engineer(store, id))].sort(byName);
  },
  getResponsiblesByType: ({ store, params }) => {
    switch (params.responsibleTypeId) {
      case 1:
        return warehouses(store).sort(byName);
      case 2:
        return [...store.users.values()].filter((u) => isTaskForce(store, u.userId)).map((u) => engineer(store, u.userId)).sort(byName);
      case 3:
        return [...inventoryOf(store).laboratories.values()]
          .filter((l) => l.enabled)
          .map((l) => ({ responsibleId: l.id, name: l.name, responsibleTypeId: 3, placeType: 'Laboratory' as const }))
          .sort(byName);
      default:
        return [];
    }
  },
  getWarehouseResponsibles: ({ store }) => warehouses(store).sort(byName),
};
