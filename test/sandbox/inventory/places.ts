import { SandboxError } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { destinationKindOf, originKindOf, type ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import type { Place } from './ledger';
import type { InventoryState } from './state';

/** A shipment-form option: label, id and responsible id (spec 001 section 3). */
export interface PlaceOption {
  id: number;
  label: string;
  responsibleId: number;
}

/** Task forces are the engineers: a task force's id is its engineer's user id. */
export const isTaskForce = (store: SandboxStore, id: number) => {
  const user = store.users.get(id);
  return !!user && user.roleCode === 'ENG' && user.enabled;
};

export function placeName(store: SandboxStore, state: InventoryState, place: Place): string {
  switch (place.type) {
    case 'Warehouse':
      return store.warehouses.get(place.id)?.warehouseName ?? `Almacén ${place.id}`;
    case 'TaskForce':
      return store.users.get(place.id)?.fullName ?? `Fuerza de tarea ${place.id}`;
    case 'Laboratory':
      return state.laboratories.get(place.id)?.name ?? `Laboratorio ${place.id}`;
    case 'Transit':
      return `En tránsito (envío ${place.id})`;
    case 'Location':
      return store.locations.get(place.id)?.name ?? `Ubicación ${place.id}`;
  }
}

export const warehouseOption = (store: SandboxStore, warehouseId: number): PlaceOption => {
  const w = store.warehouses.get(warehouseId)!;
  return {
    id: w.warehouseId,
    label: w.warehouseName,
    responsibleId: w.responsibleId,
  };
};

export const taskForceOption = (store: SandboxStore, userId: number): PlaceOption => ({
  id: userId,
  label: store.users.get(userId)!.fullName,
  responsibleId: userId,
});

const byLabel = (a: PlaceOption, b: PlaceOption) => a.label.localeCompare(b.label, 'es');
const enabledWarehouse = (store: SandboxStore, id: number) => store.warehouses.get(id)?.enabled === true;

/** Warehouses a user manages: principal or secondary manager, or assigned to them. */
export function managedWarehouseIds(store: SandboxStore, state: InventoryState, user: UserRecord): number[] {
  return [...store.warehouses.values()]
    .filter(
      (w) =>
        w.responsibleId === user.userId ||
        state.warehouseDetails.get(w.warehouseId)?.secondaryResponsibleId === user.userId ||
        user.warehouseIds.includes(w.warehouseId),
    )
    .map((w) => w.warehouseId);
}

const seesEverything = (user: UserRecord) => user.roleCode === 'ADM' || user.roleCode === 'DIS';

export function originWarehouses(store: SandboxStore, state: InventoryState, user: UserRecord): PlaceOption[] {
  const ids = seesEverything(user) ? [...store.warehouses.keys()] : user.roleCode === 'WAD' ? managedWarehouseIds(store, state, user) : [];
  return ids
    .filter((id) => enabledWarehouse(store, id))
    .map((id) => warehouseOption(store, id))
    .sort(byLabel);
}

export function originTaskForces(store: SandboxStore, user: UserRecord): PlaceOption[] {
  const engineers = [...store.users.values()].filter((u) => u.roleCode === 'ENG' && u.enabled);
  const mine =
    user.roleCode === 'ENG'
      ? engineers.filter((u) => u.userId === user.userId)
      : user.roleCode === 'SUP'
        ? engineers.filter((u) => u.superiorId === user.userId)
        : seesEverything(user)
          ? engineers
          : [];
  return mine.map((u) => taskForceOption(store, u.userId)).sort(byLabel);
}

/** Destinations per type and origin exactly as spec 001 section 4 says. */
export function destinationsOf(store: SandboxStore, state: InventoryState, format: ShipmentFormat, originId: number): PlaceOption[] {
  const warehouseDest = state.warehouseDestinations.get(originId);
  switch (format) {
    case 1:
      return (warehouseDest?.warehouseIds ?? [])
        .filter((id) => id !== originId && enabledWarehouse(store, id))
        .map((id) => warehouseOption(store, id))
        .sort(byLabel);
    case 2:
      return (warehouseDest?.engineerIds ?? [])
        .filter((id) => isTaskForce(store, id))
        .map((id) => taskForceOption(store, id))
        .sort(byLabel);
    case 3:
      return [...store.users.values()]
        .filter((u) => u.userId !== originId && isTaskForce(store, u.userId))
        .map((u) => taskForceOption(store, u.userId))
        .sort(byLabel);
    case 4:
      return (state.taskForceWarehouses.get(originId) ?? [])
        .filter((id) => enabledWarehouse(store, id))
        .map((id) => warehouseOption(store, id))
        .sort(byLabel);
  }
}

export const originPlace = (format: ShipmentFormat, id: number): Place => ({
  type: originKindOf(format),
  id,
});
export const destinationPlace = (format: ShipmentFormat, id: number): Place => ({ type: destinationKindOf(format), id });

/** The origin must be one of the user's options for the type; 422 naming it otherwise. */
export function checkOrigin(store: SandboxStore, state: InventoryState, user: UserRecord, format: ShipmentFormat, originId: number): void {
  const options = originKindOf(format) === 'Warehouse' ? originWarehouses(store, state, user) : originTaskForces(store, user);
  if (!options.some((o) => o.id === originId))
    throw new SandboxError(422, `El origen ${originId} no es un origen válido para el tipo de envío ${format}`);
}

export function checkDestination(store: SandboxStore, state: InventoryState, format: ShipmentFormat, originId: number, destinationId: number): void {
  if (!destinationsOf(store, state, format, originId).some((o) => o.id === destinationId)) {
    throw new SandboxError(422, `El destino ${destinationId} no es un destino válido para el origen ${originId} y el tipo de envío ${format}`);
  }
}

/**
 * Pre-assignment for stock (spec 001 section 4, Users): what a task force held goes back to warehouse
 * stock, free for the next assignment. The warehouse is the task force's first enabled return warehouse
 * (its type-4 destinations, where it gives stock back), else the lowest-numbered enabled warehouse.
 */
export function preAssignmentWarehouse(store: SandboxStore, state: InventoryState, userId: number): number {
  const enabled = (id: number) => enabledWarehouse(store, id);
  const ids = [...store.warehouses.keys()].sort((a, b) => a - b);
  return (state.taskForceWarehouses.get(userId) ?? []).find(enabled) ?? ids.find(enabled) ?? ids[0]!;
}

/** Where items returning to a place go: the place itself, or pre-assignment for a task force whose user left (deactivated, deleted, made supervisor). */
export function returnPlace(store: SandboxStore, state: InventoryState, place: Place): Place {
  return place.type === 'TaskForce' && !isTaskForce(store, place.id)
    ? { type: 'Warehouse', id: preAssignmentWarehouse(store, state, place.id) }
    : place;
}

/** Whether a user is on a side of a place: its engineer, or a manager of the warehouse. ADM and DIS act for anyone; SUP for their engineers. */
export function actsFor(store: SandboxStore, state: InventoryState, user: UserRecord, place: Place): boolean {
  if (seesEverything(user)) return true;
  if (place.type === 'TaskForce')
    return place.id === user.userId || (user.roleCode === 'SUP' && store.users.get(place.id)?.superiorId === user.userId);
  if (place.type === 'Warehouse') return managedWarehouseIds(store, state, user).includes(place.id);
  return false;
}
