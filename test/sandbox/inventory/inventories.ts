import { matchesText, paginate } from '../catalog/common';
import type { OperationContext, OperationHandlers } from '../runtime';
import type { PlaceType } from './ledger';
import { componentRow, kitRow, sortRows } from './rows';
import { inventoryOf } from './state';
import { componentsByKit, kitState } from './kits';

/** An engineer sees only their own task force's stock; everyone else any place asked for (none asked: all). */
export function placeFilter({ user }: OperationContext, placeType: PlaceType | null, placeIds: number[]) {
  const own = user!.roleCode === 'ENG';
  return (type: PlaceType, id: number) => {
    if (own && !(type === 'TaskForce' && id === user!.userId)) return false;
    if (placeType && type !== placeType) return false;
    return !placeIds.length || placeIds.includes(id);
  };
}

function componentSearch(placeType: 'Warehouse' | 'TaskForce') {
  return (ctx: OperationContext) => {
    const { store, body } = ctx;
    const state = inventoryOf(store);
    const inPlace = placeFilter(ctx, placeType, body.placeIds);
    const rows = [...state.ledger.components.values()]
      .filter((c) => inPlace(c.place.type, c.place.id) && (!body.componentStatusIds.length || body.componentStatusIds.includes(c.componentStatusId)))
      .map((c) => componentRow(store, state, c))
      .filter((r) => matchesText(body.text, r.serialNumber, r.description, r.brandName, r.modelName, r.clientName, r.placeName));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  };
}

export const inventoryViewHandlers: OperationHandlers = {
  searchWarehouseComponentInventory: componentSearch('Warehouse'),
  searchWorkForceComponentInventory: componentSearch('TaskForce'),
  searchKitInventory: (ctx) => {
    const { store, body } = ctx;
    const state = inventoryOf(store);
    const inPlace = placeFilter(ctx, body.placeType, body.placeIds);
    const groups = componentsByKit(state.ledger);
    const rows = [...state.ledger.kits.values()]
      .filter((k) => k.place.type !== 'Transit' && k.place.type !== 'Laboratory' && inPlace(k.place.type, k.place.id))
      .filter((k) => kitState(k) !== 'Disassembled')
      .map((k) => kitRow(store, state, k, groups.get(k.kitId)?.length ?? 0))
      .filter((r) => matchesText(body.text, r.number, r.name, r.description, r.placeName));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
};
