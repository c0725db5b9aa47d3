import { matchesText, paginate } from '../catalog/common';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { placeFilter } from './inventories';
import { placeKey, registerSupplyReceipt, supplyRows, type Place } from './ledger';
import { placeName } from './places';
import { sortRows } from './rows';
import { inventoryOf, type InventoryState } from './state';

/** A stock row's id: one per supply and place, kept while the store lives (a grid's selection and row identity). */
export const stockIds = serviceState('inventory', 'supplyStockIds', () => new Map<string, number>());

function stockIdOf(store: SandboxStore, place: Place, supplyId: number): number {
  const ids = stockIds(store);
  const key = `${placeKey(place)}|${supplyId}`;
  if (!ids.has(key)) ids.set(key, ids.size + 1);
  return ids.get(key)!;
}

/** When each supply last moved in or out of each place (one pass over the movements, which are in time order). */
function lastMovements(state: InventoryState): Map<string, string> {
  const last = new Map<string, string>();
  for (const m of state.ledger.movements) {
    if (m.supplyId === null) continue;
    last.set(`${placeKey(m.from)}|${m.supplyId}`, m.dateTime);
    last.set(`${placeKey(m.to)}|${m.supplyId}`, m.dateTime);
  }
  return last;
}

/** The stock rows (SupplyStockRow): one per supply and place holding units. */
export function supplyStockRows(store: SandboxStore, state: InventoryState) {
  const last = lastMovements(state);
  return supplyRows(state.ledger).map((row) => {
    const s = state.ledger.supplies.get(row.supplyId)!;
    return {
      supplyStockId: stockIdOf(store, row.place, row.supplyId),
      supplyId: s.supplyId,
      name: s.name,
      code: s.code,
      unitOfMeasurement: s.unitOfMeasurement,
      unitCost: s.unitCost,
      stockQuantity: row.quantity,
      placeType: row.place.type,
      placeId: row.place.id,
      placeName: placeName(store, state, row.place),
      enabled: s.enabled,
      lastMovementDate: last.get(`${placeKey(row.place)}|${row.supplyId}`) ?? null,
    };
  });
}

export interface SupplyReceipt {
  warehouseId: number;
  supplyId: number;
  quantity: number;
  reason: string;
}

/**
 * New units of an enabled supply into an enabled warehouse (the contract bounds the quantity and the reason's length):
 * the ledger's receipt, a movement naming who and why.
 */
export function receiveStock(store: SandboxStore, state: InventoryState, userId: number, receipt: SupplyReceipt): SupplyReceipt {
  const supply = state.ledger.supplies.get(receipt.supplyId);
  if (!supply) throw new SandboxError(404, `El insumo ${receipt.supplyId} no existe`, 'supplyId');
  const warehouse = store.warehouses.get(receipt.warehouseId);
  if (!warehouse) throw new SandboxError(404, `El almacén ${receipt.warehouseId} no existe`, 'warehouseId');
  if (!warehouse.enabled) throw new SandboxError(409, `El almacén ${warehouse.warehouseName} está inactivo`, 'warehouseId');
  if (!supply.enabled) throw new SandboxError(409, `El insumo ${supply.name} está deshabilitado`, 'supplyId');
  const reason = receipt.reason.trim();
  if (!reason) throw new SandboxError(400, 'El motivo es obligatorio', 'reason');
  const place: Place = { type: 'Warehouse', id: warehouse.warehouseId };
  registerSupplyReceipt(state.ledger, place, supply.supplyId, receipt.quantity, { dateTime: utc(store.now), movementType: 'Registered', shipmentId: null, userId, reason });
  return { ...receipt, reason };
}

/** Supply stock by place, and new stock received into a warehouse (a movement with its reason). */
export const supplyStockHandlers: OperationHandlers = {
  searchSupplyStock: (ctx) => {
    const { store, body } = ctx;
    const state = inventoryOf(store);
    const inPlace = placeFilter(ctx, body.placeType, body.placeIds);
    const rows = supplyStockRows(store, state)
      .filter((r) => r.placeType !== 'Transit' && r.placeType !== 'Laboratory' && inPlace(r.placeType, r.placeId))
      .filter((r) => (!body.supplyIds.length || body.supplyIds.includes(r.supplyId)) && matchesText(body.text, r.name, r.code, r.placeName));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  receiveSupplyStock: ({ store, user, body }) => {
    const state = inventoryOf(store);
    const receipt = receiveStock(store, state, user!.userId, body);
    return supplyStockRows(store, state).find((r) => r.placeType === 'Warehouse' && r.placeId === receipt.warehouseId && r.supplyId === receipt.supplyId)!;
  },
};
