import { matchesText, paginate } from '../catalog/common';
import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { SandboxError, type SandboxService } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { placeName } from '../inventory/places';
import { MOVEMENT_TYPES_ES } from '../inventory/movementTypes';
import { COMPONENT_STATUS_NAMES, sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { supplyRows } from '../inventory/ledger';
import { bulkHandlers } from '../product/bulk';
import { componentOf, productRecord } from '../product/records';
import { responsibleHandlers } from '../product/responsibles';
import { productSearchHandlers } from '../product/search';
import { statusChangeHandlers } from '../product/statusChanges';
import { statusConfigurationHandlers, statusConfigurationOf, statusNameEs } from '../product/statusConfiguration';
import { productWriteHandlers } from '../product/writes';
import { laboratoryAssignmentsOf, laboratoryHandlers } from '../product/laboratory';
import { supplyHandlers } from '../product/supplies';

/**
 * The product service: components, kits and supplies as catalogue entries. Components live in the inventory's
 * ledger (their place and movements); the service keeps the status configuration and the components' versions.
 */
function kit(store: SandboxStore, kitId: number) {
  const { ledger } = inventoryOf(store);
  const k = ledger.kits.get(kitId);
  if (!k) throw new SandboxError(404, `El kit ${kitId} no existe`);
  return {
    kitId: k.kitId,
    number: k.number,
    name: k.name,
    description: k.description,
    stateName: k.stateName,
    components: [...ledger.components.values()].filter((c) => c.kitId === kitId).map((c) => productRecord(store, c)),
  };
}

export const productService: SandboxService = {
  handlers: {
    ...productSearchHandlers,
    ...productWriteHandlers,
    ...statusChangeHandlers,
    ...statusConfigurationHandlers,
    ...bulkHandlers,
    ...responsibleHandlers,
    ...laboratoryHandlers,
    getProductById: ({ store, params }) => productRecord(store, componentOf(store, params.id)),
    getProductBySerialNumber: ({ store, query }) => {
      const serial = String(query.serialNumber).trim().toUpperCase();
      const c = [...inventoryOf(store).ledger.components.values()].find((x) => x.serialNumber.toUpperCase() === serial);
      if (!c) throw new SandboxError(404, 'Número de serie inválido');
      return productRecord(store, c);
    },
    getProductStatuses: () =>
      Object.entries(COMPONENT_STATUS_NAMES).map(([id, name]) => ({
        id: Number(id),
        name,
      })),
    getProductTracking: ({ store, params }) => {
      const state = inventoryOf(store);
      componentOf(store, params.id);
      const status = (id: number | null) => (id === null ? null : statusNameEs(store, id));
      return state.ledger.movements
        .filter((m) => m.productId === params.id)
        .map((m) => ({
          dateTime: m.dateTime,
          movementType: MOVEMENT_TYPES_ES[m.movementType],
          movementCode: m.movementType,
          fromPlaceName: placeName(store, state, m.from),
          toPlaceName: placeName(store, state, m.to),
          shipmentId: m.shipmentId,
          userFullName: m.userId === null ? null : (store.users.get(m.userId)?.fullName ?? null),
          reason: m.reason,
          fromStatusName: status(m.fromStatusId),
          toStatusName: status(m.toStatusId),
          fromStatusId: m.fromStatusId,
          toStatusId: m.toStatusId,
        }));
    },
    getProductHealth: ({ store }) => ({ status: 'Healthy', dateTime: utc(store.now) }),
    searchKits: ({ store, body }) => {
      const rows = [...inventoryOf(store).ledger.kits.keys()]
        .map((id) => kit(store, id))
        .filter((k) => matchesText(body.text, k.number, k.name, k.description));
      return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
    },
    getKitById: ({ store, params }) => kit(store, params.id),
    getSupplies: ({ store, query }) => {
      const { ledger } = inventoryOf(store);
      const totals = new Map<number, number>();
      for (const row of supplyRows(ledger)) totals.set(row.supplyId, (totals.get(row.supplyId) ?? 0) + row.quantity);
      return [...ledger.supplies.values()]
        .filter((s) => !query.onlyEnabled || s.enabled)
        .map((s) => ({ ...s, stockQuantity: totals.get(s.supplyId) ?? 0 }));
    },
    ...supplyHandlers,
  },
  // The components themselves are the inventory's ledger's (inventory/state.ts).
  state: [statusConfigurationOf, ROW_VERSION_TABLES.product, laboratoryAssignmentsOf],
};
