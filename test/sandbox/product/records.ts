import { MOVEMENT_TYPES_ES } from '../inventory/movementTypes';
import { rowVersions } from '../guards/rowVersion';
import { currencies } from '../catalog/richState';
import { SandboxError } from '../runtime';
import type { SandboxStore } from '../store/types';
import type { ComponentItem, Movement, Place } from '../inventory/ledger';
import { placeName } from '../inventory/places';
import { inventoryOf, type InventoryState } from '../inventory/state';
import { statusNameEs } from './statusConfiguration';

/** Components are versioned by product id (CONVENTIONS.md "Row versions"): an update and every status change count. */
export const productVersions = rowVersions('product', 'products');

/** The laboratories have no address in the seed: Mexico City and Monterrey, as their names say. */
const LABORATORY_POSITIONS: Record<number, [number, number]> = { 1: [19.4326, -99.1332], 2: [25.6866, -100.3161] };

/** Where a component is on the map: its place's coordinates (an engineer's are their base warehouse's); none in transit. */
export function positionOf(store: SandboxStore, state: InventoryState, place: Place): [number, number] | null {
  switch (place.type) {
    case 'Location': {
      const l = store.locations.get(place.id);
      return l ? [l.latitude, l.longitude] : null;
    }
    case 'Warehouse': {
      const w = store.warehouses.get(place.id);
      return w ? [w.latitude, w.longitude] : null;
    }
    case 'TaskForce': {
      const w = store.warehouses.get(state.taskForceWarehouses.get(place.id)?.[0] ?? 0);
      return w ? [w.latitude, w.longitude] : null;
    }
    case 'Laboratory':
      return LABORATORY_POSITIONS[place.id] ?? null;
    case 'Transit':
      return null;
  }
}

/** Each component's last movement, in one pass (a grid of 20,000 rows must not scan the ledger per row). */
export function lastMovements(state: InventoryState): Map<number, Movement> {
  const last = new Map<number, Movement>();
  for (const m of state.ledger.movements) if (m.productId !== null) last.set(m.productId, m);
  return last;
}

export function componentOf(store: SandboxStore, productId: number): ComponentItem {
  const c = inventoryOf(store).ledger.components.get(productId);
  if (!c) throw new SandboxError(404, `El componente ${productId} no existe`);
  return c;
}

/** The Product of product.yaml: every label of spec 001 section 3, with its version. */
export function productRecord(store: SandboxStore, c: ComponentItem, last: Map<number, Movement> | null = null) {
  const state = inventoryOf(store);
  const lastMove = last ? last.get(c.productId) : state.ledger.movements.findLast((m) => m.productId === c.productId);
  const kit = c.kitId === null ? null : (state.ledger.kits.get(c.kitId) ?? null);
  const position = positionOf(store, state, c.place);
  return productVersions.stamp(store, c.productId, {
    productId: c.productId,
    serialNumber: c.serialNumber,
    description: c.description,
    brandName: c.brandName,
    modelName: c.modelName,
    productModelId: c.productModelId,
    modelDescription: c.modelDescription,
    value: c.value,
    componentStatusId: c.componentStatusId,
    componentStatusName: statusNameEs(store, c.componentStatusId),
    conditionId: c.conditionId,
    conditionName: c.conditionId === null ? null : (store.productConditions.get(c.conditionId)?.name ?? null),
    isClientProperty: c.isClientProperty,
    clientId: c.clientId,
    clientName: c.clientId === null ? null : (store.clients.get(c.clientId)?.name ?? null),
    locationId: c.locationId,
    locationName: c.locationId === null ? null : (store.locations.get(c.locationId)?.name ?? null),
    responsibleTypeId: c.responsibleTypeId,
    responsibleTypeName: store.responsibleTypes.get(c.responsibleTypeId)?.name ?? '',
    responsibleId: c.place.id,
    responsibleName: placeName(store, state, c.place),
    placeType: c.place.type,
    warehouseOutput: c.warehouseOutputId === null ? null : (store.warehouses.get(c.warehouseOutputId)?.warehouseName ?? null),
    programmed: c.programmed,
    remote: c.remote,
    ip: c.ip,
    port: c.port,
    simNumber: c.simNumber,
    imeiNumber: c.imeiNumber,
    operatorName: c.operatorName,
    installedDate: c.installedDate,
    withdrawnDate: c.withdrawnDate,
    registeredDate: c.registeredDate,
    lastMovementDate: lastMove?.dateTime ?? null,
    lastMovementType: lastMove ? MOVEMENT_TYPES_ES[lastMove.movementType] : null,
    lastMovementCode: lastMove?.movementType ?? null,
    productTiNumber: c.productTiNumber,
    cost: c.cost,
    currencyId: c.currencyId,
    currencyName: currencies(store).get(c.currencyId)?.name ?? '',
    kitId: c.kitId,
    kitName: kit?.name ?? null,
    ciKit: kit?.number ?? null,
    latitude: position?.[0] ?? null,
    longitude: position?.[1] ?? null,
  });
}
