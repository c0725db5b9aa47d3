import { MOVEMENT_TYPES_ES } from './movementTypes';
import { rowVersions } from '../guards/rowVersion';
import type { SandboxStore, UserRecord } from '../store/types';
import { destinationKindOf, originKindOf } from '../../../src/domain/shipments/shipmentTypes';
import type { ComponentItem, KitItem } from './ledger';
import { KIT_STATE_NAMES_ES, kitState } from './kits';
import { actsFor, destinationPlace, originPlace, placeName } from './places';
import { STATUS_LABELS_ES } from './shipmentEngine';
import type { InventoryState, ShipmentRecord } from './state';
import { currencies } from '../catalog/richState';

export const COMPONENT_STATUS_NAMES: Record<number, string> = {
  1: 'Disponible',
  8: 'En revisión',
  27: 'Enviado a laboratorio',
  31: 'Pendiente de pieza',
  32: 'Reparado',
  33: 'Enviado a proveedor',
  34: 'Reciclaje',
  41: 'Desecho',
  42: 'Transferido a laboratorio',
  43: 'Rechazado por laboratorio',
  44: 'En laboratorio',
  45: 'En revisión técnica',
  46: 'Reparado por proveedor',
  47: 'Herramienta de trabajo',
  48: 'Irreparable propiedad del cliente',
};

const KIND_ES = { Warehouse: 'Almacén', TaskForce: 'Fuerza de tarea' } as const;

/** Sorts by a row field (strings accent blind in Spanish, nulls last); unsorted without a field. */
export function sortRows<T>(rows: T[], sortField: string | null | undefined, sortOrder: number | null | undefined): T[] {
  if (!sortField || !sortOrder) return rows;
  const key = sortField as keyof T;
  return [...rows].sort((a, b) => {
    const x = a[key] as unknown;
    const y = b[key] as unknown;
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'es');
    return c * sortOrder;
  });
}

export function componentRow(store: SandboxStore, state: InventoryState, c: ComponentItem) {
  const lastMove = state.ledger.movements.findLast((m) => m.productId === c.productId);
  const kit = c.kitId === null ? null : state.ledger.kits.get(c.kitId)!;
  return {
    productId: c.productId,
    responsibleTypeName: store.responsibleTypes.get(c.responsibleTypeId)?.name ?? '',
    clientName: c.clientId === null ? null : (store.clients.get(c.clientId)?.name ?? null),
    locationName: c.locationId === null ? null : (store.locations.get(c.locationId)?.name ?? null),
    responsibleName: placeName(store, state, c.place),
    brandName: c.brandName,
    modelName: c.modelName,
    modelDescription: c.modelDescription,
    description: c.description,
    serialNumber: c.serialNumber,
    warehouseOutput: c.warehouseOutputId === null ? null : (store.warehouses.get(c.warehouseOutputId)?.warehouseName ?? null),
    conditionName: c.conditionId === null ? null : (store.productConditions.get(c.conditionId)?.name ?? null),
    ciKit: kit?.number ?? null,
    isClientProperty: c.isClientProperty,
    componentStatusId: c.componentStatusId,
    componentStatusName: COMPONENT_STATUS_NAMES[c.componentStatusId] ?? '',
    ip: c.ip,
    port: c.port,
    simNumber: c.simNumber,
    imeiNumber: c.imeiNumber,
    installedDate: c.installedDate,
    withdrawnDate: c.withdrawnDate,
    registeredDate: c.registeredDate,
    lastMovementDate: lastMove?.dateTime ?? null,
    lastMovementType: lastMove ? MOVEMENT_TYPES_ES[lastMove.movementType] : null,
    lastMovementCode: lastMove?.movementType ?? null,
    productTiNumber: c.productTiNumber,
    cost: c.cost,
    currencyName: currencies(store).get(c.currencyId)?.name ?? '',
    operatorName: c.operatorName,
    value: c.value,
    kitName: kit?.name ?? null,
    placeType: c.place.type,
    placeId: c.place.id,
    placeName: placeName(store, state, c.place),
  };
}

/** A kit's inventory row; its component count comes from the caller's one pass over the ledger (kits.ts componentsByKit). */
export function kitRow(store: SandboxStore, state: InventoryState, k: KitItem, componentCount: number) {
  return {
    kitId: k.kitId,
    number: k.number,
    name: k.name,
    description: k.description,
    stateName: KIT_STATE_NAMES_ES[kitState(k)],
    state: kitState(k),
    componentCount,
    placeType: k.place.type,
    placeId: k.place.id,
    placeName: placeName(store, state, k.place),
  };
}

const placeLabel = (store: SandboxStore, state: InventoryState, s: ShipmentRecord, side: 'origin' | 'destination') => {
  const type = side === 'origin' ? originKindOf(s.format) : destinationKindOf(s.format);
  return placeName(store, state, {
    type,
    id: side === 'origin' ? s.originId : s.destinationId,
  });
};

export const invoiceNumber = (shipmentId: number) => `FAC-${String(shipmentId).padStart(6, '0')}`;

export function shipmentRow(store: SandboxStore, state: InventoryState, s: ShipmentRecord) {
  return {
    shipmentId: s.shipmentId,
    invoiceNumber: invoiceNumber(s.shipmentId),
    shipmentType: s.format,
    originTypeName: KIND_ES[originKindOf(s.format)],
    originResponsibleName: placeLabel(store, state, s, 'origin'),
    destinationTypeName: KIND_ES[destinationKindOf(s.format)],
    destinationResponsibleName: placeLabel(store, state, s, 'destination'),
    courierName: state.couriers.get(s.courierId)?.name ?? '',
    guideNumber: s.guideNumber,
    createdUserFullName: store.users.get(s.createdUserId)?.fullName ?? '',
    createdDate: s.createdDate,
    confirmedDate: s.confirmedDate,
    receivedDate: s.receivedDate,
    shipmentStateId: s.shipmentStateId,
    shipmentStateName: STATUS_LABELS_ES[s.shipmentStateId],
    itemCount: s.items.length,
  };
}

export function shipmentItems(state: InventoryState, s: ShipmentRecord) {
  return s.items.map((i) => {
    const component = i.productId === null ? null : state.ledger.components.get(i.productId)!;
    const kit = i.kitId === null ? null : state.ledger.kits.get(i.kitId)!;
    const supply = i.supplyId === null ? null : state.ledger.supplies.get(i.supplyId)!;
    return {
      articleShipmentId: i.articleShipmentId,
      itemType: i.itemType,
      productId: i.productId,
      kitId: i.kitId,
      supplyId: i.supplyId,
      serialNumber: component?.serialNumber ?? null,
      name: component ? component.description : kit ? `${kit.number} ${kit.name}` : supply!.name,
      quantity: i.quantity,
      receptionStatusId: i.receptionStatusId,
    };
  });
}

/** The shipment as its caller sees it: with whether they may take the origin's and the destination's steps. */
/** A shipment's header is edited (modifyShipment), so its detail carries its version (openapi/CONVENTIONS.md, "Row versions"). */
export const shipmentVersions = rowVersions('inventory', 'shipments');

export function shipmentDetail(store: SandboxStore, state: InventoryState, user: UserRecord, s: ShipmentRecord) {
  return shipmentVersions.stamp(store, s.shipmentId, {
    shipmentId: s.shipmentId,
    invoiceNumber: invoiceNumber(s.shipmentId),
    createdUserFullName: store.users.get(s.createdUserId)?.fullName ?? '',
    shipmentType: s.format,
    originResponsibleId: s.originId,
    originResponsibleName: placeLabel(store, state, s, 'origin'),
    destinationResponsibleId: s.destinationId,
    destinationResponsibleName: placeLabel(store, state, s, 'destination'),
    cost: s.cost,
    currencyId: s.currencyId,
    currencyName: s.currencyId === null ? null : (currencies(store).get(s.currencyId)?.name ?? null),
    guideNumber: s.guideNumber,
    courierId: s.courierId,
    courierName: state.couriers.get(s.courierId)?.name ?? '',
    shipmentPriorityId: s.shipmentPriorityId,
    shipmentPriorityName: state.priorities.get(s.shipmentPriorityId)?.name ?? '',
    shipmentStateId: s.shipmentStateId,
    shipmentStateName: STATUS_LABELS_ES[s.shipmentStateId],
    processStateId: s.processStateId,
    createdDate: s.createdDate,
    confirmedDate: s.confirmedDate,
    receivedDate: s.receivedDate,
    closedDate: s.closedDate,
    items: shipmentItems(state, s),
    userActsForOrigin: actsFor(store, state, user, originPlace(s.format, s.originId)),
    userActsForDestination: actsFor(store, state, user, destinationPlace(s.format, s.destinationId)),
  });
}
