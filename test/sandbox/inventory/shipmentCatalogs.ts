import type { OperationHandlers } from '../runtime';
import { SHIPMENT_STATUS_IDS } from '../../../src/domain/shipments/shipmentStatus';
import { STATUS_LABELS_ES } from './shipmentEngine';
import { inventoryOf } from './state';

/** The catalogue-service calls of the shipment screens (spec 001 section 7), over the inventory's own lists. */
export const shipmentCatalogHandlers: OperationHandlers = {
  getCouriers: ({ store }) => [...inventoryOf(store).couriers.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
  getShipmentPriority: ({ store }) => [...inventoryOf(store).priorities.values()],
  getShipmentStates: () =>
    SHIPMENT_STATUS_IDS.map((id) => ({
      id,
      name: STATUS_LABELS_ES[id],
      enabled: true,
    })),
};
