import { serviceState } from '../store/serviceState';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import type { ProcessStateId, ReceptionStatusId, ShipmentStatusId } from '../../../src/domain/shipments/shipmentStatus';
import type { ShipmentStep } from '../../../src/domain/shipments/stateMachine';
import type { Ledger } from './ledger';
import { seedInventory } from './seed';

/** What a warehouse has beyond the ticket store's record (exterior and interior number, partner, secondary manager). */
export interface WarehouseDetails {
  exteriorNumber: string;
  interiorNumber: string | null;
  partnerId: number;
  secondaryResponsibleId: number | null;
}

export interface ShipmentItemRecord {
  articleShipmentId: number;
  itemType: 'Component' | 'Kit' | 'Supply';
  productId: number | null;
  kitId: number | null;
  supplyId: number | null;
  quantity: number;
  receptionStatusId: ReceptionStatusId;
}

export interface ShipmentTrackingRecord {
  step: 'Create' | Capitalize<ShipmentStep>;
  shipmentStateId: ShipmentStatusId;
  userId: number;
  dateTime: string;
}

export interface ShipmentRecord {
  shipmentId: number;
  format: ShipmentFormat;
  originId: number;
  destinationId: number;
  cost: number | null;
  currencyId: number | null;
  guideNumber: string;
  courierId: number;
  shipmentPriorityId: number;
  shipmentStateId: ShipmentStatusId;
  processStateId: ProcessStateId;
  createdUserId: number;
  createdDate: string;
  confirmedDate: string | null;
  receivedDate: string | null;
  closedDate: string | null;
  items: ShipmentItemRecord[];
  tracking: ShipmentTrackingRecord[];
}

export interface NamedEntry {
  id: number;
  name: string;
  enabled: boolean;
}

export interface InventoryState {
  ledger: Ledger;
  warehouseDetails: Map<number, WarehouseDetails>;
  /** Per warehouse: destination warehouses (type 1) and task-force engineers (type 2). */
  warehouseDestinations: Map<number, { warehouseIds: number[]; engineerIds: number[] }>;
  /** Per task force (engineer user id): destination warehouses (type 4). */
  taskForceWarehouses: Map<number, number[]>;
  laboratories: Map<number, NamedEntry>;
  couriers: Map<number, NamedEntry>;
  priorities: Map<number, NamedEntry>;
  shipments: Map<number, ShipmentRecord>;
  nextId(collection: 'shipments' | 'articles' | 'products' | 'kits' | 'supplies'): number;
}

/** The inventory of a store, seeded on first use (a sandbox reset makes a new store, hence a new inventory). */
export const inventoryOf = serviceState('inventory', 'state', (store): InventoryState => seedInventory(store));
