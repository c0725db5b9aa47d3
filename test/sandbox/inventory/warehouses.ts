import { fold, matchesEnabled, matchesText, paginate } from '../catalog/common';
import { assertReadAsIs } from '../guards/readList';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { holdsItems } from '../../../src/domain/shipments/stateMachine';
import { supplyRows } from './ledger';
import { isTaskForce, taskForceOption, warehouseOption } from './places';
import { sortRows } from './rows';
import { destinationOf, originOf } from './shipmentEngine';
import { inventoryOf, type InventoryState } from './state';

const versions = rowVersions('inventory', 'warehouses');

export function warehouseRow(store: SandboxStore, state: InventoryState, warehouseId: number) {
  const w = store.warehouses.get(warehouseId)!;
  const d = state.warehouseDetails.get(warehouseId)!;
  return versions.stamp(store, warehouseId, {
    warehouseId,
    warehouseName: w.warehouseName,
    address: w.address,
    exteriorNumber: d.exteriorNumber,
    interiorNumber: d.interiorNumber,
    postalCode: w.postalCode,
    latitude: w.latitude,
    longitude: w.longitude,
    partnerId: d.partnerId,
    responsibleId: w.responsibleId,
    secondaryResponsibleId: d.secondaryResponsibleId,
    enabled: w.enabled,
    partnerName: store.partners.get(d.partnerId)?.name ?? '',
    responsibleName: store.users.get(w.responsibleId)?.fullName ?? '',
    secondaryResponsibleName: d.secondaryResponsibleId === null ? null : (store.users.get(d.secondaryResponsibleId)?.fullName ?? null),
  });
}

/** Whether anything of the ledger is at the warehouse, or a shipment under way starts or ends there. */
function warehouseInUse(state: InventoryState, warehouseId: number): boolean {
  const here = (p: { type: string; id: number }) => p.type === 'Warehouse' && p.id === warehouseId;
  return (
    [...state.ledger.components.values()].some((c) => here(c.place)) ||
    [...state.ledger.kits.values()].some((k) => here(k.place)) ||
    supplyRows(state.ledger).some((r) => here(r.place)) ||
    [...state.shipments.values()].some((s) => holdsItems(s.shipmentStateId) && (here(originOf(s)) || here(destinationOf(s))))
  );
}

interface WarehouseBody {
  warehouseName: string;
  address: string;
  exteriorNumber: string;
  interiorNumber: string | null;
  postalCode: string;
  latitude: number;
  longitude: number;
  partnerId: number;
  responsibleId: number;
  secondaryResponsibleId: number | null;
  enabled: boolean;
}

function checkWarehouse(store: SandboxStore, body: WarehouseBody, warehouseId: number | null): void {
  const name = fold(body.warehouseName);
  if (!name) throw new SandboxError(422, 'El nombre del almacén es obligatorio');
  if ([...store.warehouses.values()].some((w) => w.warehouseId !== warehouseId && fold(w.warehouseName) === name)) {
    throw new SandboxError(409, 'Ya existe un almacén con ese nombre');
  }
  if (!store.partners.get(body.partnerId)?.enabled) throw new SandboxError(422, `El socio ${body.partnerId} no existe o está deshabilitado`);
  const principal = store.users.get(body.responsibleId);
  if (!principal || !principal.enabled || principal.roleCode !== 'WAD') {
    throw new SandboxError(422, `El encargado principal ${body.responsibleId} debe ser un administrador de almacén activo`);
  }
  if (body.secondaryResponsibleId !== null) {
    const secondary = store.users.get(body.secondaryResponsibleId);
    if (!secondary || !secondary.enabled)
      throw new SandboxError(422, `El encargado secundario ${body.secondaryResponsibleId} no existe o está inactivo`);
    if (body.secondaryResponsibleId === body.responsibleId) throw new SandboxError(422, 'El encargado secundario debe ser distinto del principal');
  }
}

function save(store: SandboxStore, state: InventoryState, warehouseId: number, body: WarehouseBody) {
  store.warehouses.set(warehouseId, {
    warehouseId,
    warehouseName: body.warehouseName.trim(),
    responsibleId: body.responsibleId,
    enabled: body.enabled,
    address: body.address.trim(),
    postalCode: body.postalCode,
    latitude: body.latitude,
    longitude: body.longitude,
  });
  state.warehouseDetails.set(warehouseId, {
    exteriorNumber: body.exteriorNumber.trim(),
    interiorNumber: body.interiorNumber?.trim() || null,
    partnerId: body.partnerId,
    secondaryResponsibleId: body.secondaryResponsibleId,
  });
  if (!state.warehouseDestinations.has(warehouseId))
    state.warehouseDestinations.set(warehouseId, {
      warehouseIds: [],
      engineerIds: [],
    });
  return warehouseRow(store, state, warehouseId);
}

const existing = (store: SandboxStore, id: number) => {
  if (!store.warehouses.has(id)) throw new SandboxError(404, `El almacén ${id} no existe`);
  return id;
};

function destinations(store: SandboxStore, state: InventoryState, warehouseId: number) {
  const d = state.warehouseDestinations.get(warehouseId) ?? {
    warehouseIds: [],
    engineerIds: [],
  };
  return {
    warehouseId,
    warehouses: d.warehouseIds.filter((id) => store.warehouses.has(id)).map((id) => warehouseOption(store, id)),
    engineers: d.engineerIds.filter((id) => store.users.has(id)).map((id) => taskForceOption(store, id)),
  };
}

/** Whether the user may be deactivated as far as warehouses go: not while principal manager of an enabled warehouse. */
export function isAssignedPrincipalManager(store: SandboxStore, userId: number): boolean {
  return [...store.warehouses.values()].some((w) => w.enabled && w.responsibleId === userId);
}

export const warehouseInventoryHandlers: OperationHandlers = {
  getWarehouses: ({ store, query }) => {
    const state = inventoryOf(store);
    return [...store.warehouses.values()]
      .filter((w) => !query.onlyEnabled || w.enabled)
      .sort((a, b) => a.warehouseName.localeCompare(b.warehouseName, 'es'))
      .map((w) => warehouseRow(store, state, w.warehouseId));
  },
  getWarehouseById: ({ store, params }) => warehouseRow(store, inventoryOf(store), existing(store, params.id)),
  searchWarehouses: ({ store, body }) => {
    const state = inventoryOf(store);
    const rows = [...store.warehouses.keys()]
      .map((id) => warehouseRow(store, state, id))
      .filter(
        (r) =>
          matchesEnabled(body.enabled, r.enabled) &&
          (body.partnerId == null || r.partnerId === body.partnerId) &&
          matchesText(body.text, r.warehouseName, r.address, r.postalCode, r.responsibleName, r.secondaryResponsibleName, r.partnerName),
      );
    const sorted = sortRows(
      rows.sort((a, b) => a.warehouseName.localeCompare(b.warehouseName, 'es')),
      body.sortField,
      body.sortOrder,
    );
    return paginate(sorted, body.pageNumber, body.pageSize, {
      isExport: body.isExport,
    });
  },
  createWarehouse: ({ store, body }) => {
    checkWarehouse(store, body, null);
    return save(store, inventoryOf(store), store.nextId('warehouses'), body);
  },
  updateWarehouse: ({ store, body }) => {
    const state = inventoryOf(store);
    const id = existing(store, body.warehouseId);
    return versions.update(store, id, body.rowVersion, () => warehouseRow(store, state, id), () => {
      checkWarehouse(store, body, id);
      if (!body.enabled && store.warehouses.get(id)!.enabled && warehouseInUse(state, id)) {
        throw new SandboxError(409, 'No se puede deshabilitar un almacén con existencias o con envíos en curso');
      }
      return save(store, state, id, body);
    });
  },
  deleteWarehouse: ({ store, params }) => {
    const state = inventoryOf(store);
    const id = existing(store, params.id);
    const everShipped = [...state.shipments.values()].some((s) => [originOf(s), destinationOf(s)].some((p) => p.type === 'Warehouse' && p.id === id));
    if (
      warehouseInUse(state, id) ||
      everShipped ||
      state.ledger.movements.some((m) => [m.from, m.to].some((p) => p.type === 'Warehouse' && p.id === id))
    ) {
      throw new SandboxError(409, 'No se puede eliminar un almacén que tuvo existencias o envíos; deshabilítelo');
    }
    store.warehouses.delete(id);
    state.warehouseDetails.delete(id);
    state.warehouseDestinations.delete(id);
    return true;
  },
  getWarehouseAddresses: ({ store }) => {
    const state = inventoryOf(store);
    return [...store.warehouses.values()]
      .filter((w) => w.enabled)
      .map((w) => {
        const row = warehouseRow(store, state, w.warehouseId);
        return {
          warehouseId: row.warehouseId,
          warehouseName: row.warehouseName,
          address: row.address,
          exteriorNumber: row.exteriorNumber,
          interiorNumber: row.interiorNumber,
          postalCode: row.postalCode,
          latitude: row.latitude,
          longitude: row.longitude,
        };
      });
  },
  getWarehouseDestinations: ({ store, params }) => destinations(store, inventoryOf(store), existing(store, params.id)),
  updateWarehouseDestinations: ({ store, body }) => {
    const state = inventoryOf(store);
    const id = existing(store, body.warehouseId);
    const now = state.warehouseDestinations.get(id);
    const answerNow = () => destinations(store, state, id);
    assertReadAsIs(now?.warehouseIds ?? [], body.readWarehouseIds, answerNow);
    assertReadAsIs(now?.engineerIds ?? [], body.readEngineerIds, answerNow);
    if (body.destinationWarehouseIds.includes(id)) throw new SandboxError(422, 'Un almacén no puede ser destino de sí mismo');
    const badWarehouse = body.destinationWarehouseIds.find((w: number) => !store.warehouses.get(w)?.enabled);
    if (badWarehouse !== undefined) throw new SandboxError(422, `El almacén destino ${badWarehouse} no existe o está deshabilitado`);
    const badEngineer = body.destinationEngineerIds.find((e: number) => !isTaskForce(store, e));
    if (badEngineer !== undefined) throw new SandboxError(422, `La fuerza de tarea ${badEngineer} no existe o está inactiva`);
    state.warehouseDestinations.set(id, {
      warehouseIds: [...new Set<number>(body.destinationWarehouseIds)],
      engineerIds: [...new Set<number>(body.destinationEngineerIds)],
    });
    return destinations(store, state, id);
  },
  canPrincipalManagerBeInactivated: ({ store, query }: OperationContext) => !isAssignedPrincipalManager(store, query.userId),
};
