import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { SandboxError, type SandboxService } from '../runtime';
import { utc } from '../store/random';
import { placeName } from '../inventory/places';
import { MOVEMENT_TYPES_ES } from '../inventory/movementTypes';
import { COMPONENT_STATUS_NAMES } from '../inventory/rows';
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
import { kitHandlers } from '../product/kits';

/**
 * The product service: components, kits and supplies as catalogue entries. Components live in the inventory's
 * ledger (their place and movements); the service keeps the status configuration and the components' versions.
 */
export const productService: SandboxService = {
  handlers: {
    ...productSearchHandlers,
    ...productWriteHandlers,
    ...statusChangeHandlers,
    ...statusConfigurationHandlers,
    ...bulkHandlers,
    ...responsibleHandlers,
    ...laboratoryHandlers,
    ...kitHandlers,
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
