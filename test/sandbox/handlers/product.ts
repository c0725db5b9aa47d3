import { matchesText, paginate } from '../catalog/common';
import { SandboxError, type SandboxService } from '../runtime';
import type { SandboxStore } from '../store/types';
import type { ComponentItem } from '../inventory/ledger';
import { placeName } from '../inventory/places';
import { COMPONENT_STATUS_NAMES, sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { supplyRows } from '../inventory/ledger';

/** The product service: components, kits and supplies as catalogue entries, read from the inventory's ledger. */
function product(store: SandboxStore, c: ComponentItem) {
  const kit = c.kitId === null ? null : inventoryOf(store).ledger.kits.get(c.kitId)!;
  return {
    productId: c.productId,
    serialNumber: c.serialNumber,
    description: c.description,
    brandName: c.brandName,
    modelName: c.modelName,
    componentStatusId: c.componentStatusId,
    componentStatusName: COMPONENT_STATUS_NAMES[c.componentStatusId] ?? '',
    isClientProperty: c.isClientProperty,
    kitId: c.kitId,
    kitName: kit?.name ?? null,
  };
}

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
    components: [...ledger.components.values()].filter((c) => c.kitId === kitId).map((c) => product(store, c)),
  };
}

export const productService: SandboxService = {
  handlers: {
    getProductById: ({ store, params }) => {
      const c = inventoryOf(store).ledger.components.get(params.id);
      if (!c) throw new SandboxError(404, `El componente ${params.id} no existe`);
      return product(store, c);
    },
    getProductBySerialNumber: ({ store, query }) => {
      const serial = String(query.serialNumber).trim().toUpperCase();
      const c = [...inventoryOf(store).ledger.components.values()].find((x) => x.serialNumber.toUpperCase() === serial);
      if (!c) throw new SandboxError(404, 'Número de serie inválido');
      return product(store, c);
    },
    getProductStatuses: () =>
      Object.entries(COMPONENT_STATUS_NAMES).map(([id, name]) => ({
        id: Number(id),
        name,
      })),
    getProductTracking: ({ store, params }) => {
      const state = inventoryOf(store);
      if (!state.ledger.components.has(params.id)) throw new SandboxError(404, `El componente ${params.id} no existe`);
      return state.ledger.movements
        .filter((m) => m.productId === params.id)
        .map((m) => ({
          dateTime: m.dateTime,
          movementType: m.movementType,
          fromPlaceName: placeName(store, state, m.from),
          toPlaceName: placeName(store, state, m.to),
          shipmentId: m.shipmentId,
        }));
    },
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
  },
  // Reads the inventory's ledger: it keeps no state of its own.
  state: [],
};
