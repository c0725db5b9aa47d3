import { fold, paginate } from '../catalog/common';
import type { OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import type { ComponentItem } from '../inventory/ledger';
import { sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { lastMovements, positionOf, productRecord } from './records';

/** product.yaml ProductFilter: every non-null or non-empty condition narrows (AND). */
export interface ProductFilter {
  text: string | null;
  serialNumber: string | null;
  clientIds: number[];
  locationIds: number[];
  componentStatusIds: number[];
  conditionIds: number[];
  responsibleTypeIds: number[];
  placeType: ComponentItem['place']['type'] | null;
  placeIds: number[];
  isClientProperty: boolean | null;
}

const within = (ids: number[], id: number | null) => !ids.length || (id !== null && ids.includes(id));

/** The components a filter matches, in id order. Names are folded once per request, not once per component. */
export function filterComponents(store: SandboxStore, f: ProductFilter): ComponentItem[] {
  const needle = f.text?.trim() ? fold(f.text) : null;
  const serial = f.serialNumber?.trim() ? f.serialNumber.trim().toUpperCase() : null;
  const folded = new Map<string, string>();
  const foldOnce = (v: string | null | undefined) => {
    if (v == null) return '';
    let out = folded.get(v);
    if (out === undefined) folded.set(v, (out = fold(v)));
    return out;
  };
  const textOf = (c: ComponentItem) =>
    [c.serialNumber, c.description, c.brandName, c.modelName, store.clients.get(c.clientId ?? 0)?.name, store.locations.get(c.locationId ?? 0)?.name]
      .map(foldOnce);
  return [...inventoryOf(store).ledger.components.values()].filter(
    (c) =>
      within(f.clientIds, c.clientId) &&
      within(f.locationIds, c.locationId) &&
      within(f.componentStatusIds, c.componentStatusId) &&
      within(f.conditionIds, c.conditionId) &&
      within(f.responsibleTypeIds, c.responsibleTypeId) &&
      (f.placeType === null || c.place.type === f.placeType) &&
      within(f.placeIds, c.place.id) &&
      (f.isClientProperty === null || c.isClientProperty === f.isClientProperty) &&
      (serial === null || c.serialNumber.toUpperCase().startsWith(serial)) &&
      (needle === null || textOf(c).some((v) => v.includes(needle))),
  );
}

/** Coordinates to 5 decimals (about 1 m): enough for a map, and a third shorter on the wire. */
const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export const productSearchHandlers: OperationHandlers = {
  searchProducts: ({ store, body }) => {
    const items = filterComponents(store, body);
    const last = lastMovements(inventoryOf(store));
    // A component's own field sorts before the rows are built; a derived one (a name) needs every row.
    const sorted =
      body.sortField && body.sortField in (items[0] ?? {})
        ? sortRows(items, body.sortField, body.sortOrder)
        : sortRows(items.map((c) => productRecord(store, c, last)), body.sortField, body.sortOrder);
    const page = paginate(sorted as object[], body.pageNumber, body.pageSize, { isExport: body.isExport });
    return { ...page, items: page.items.map((row) => ('place' in row ? productRecord(store, row as ComponentItem, last) : row)) };
  },
  getProductMapPoints: ({ store, body }) => {
    const state = inventoryOf(store);
    const points = { productIds: [] as number[], serialNumbers: [] as string[], latitudes: [] as number[], longitudes: [] as number[], componentStatusIds: [] as number[] };
    for (const c of filterComponents(store, body)) {
      const position = positionOf(store, state, c.place);
      if (!position) continue;
      points.productIds.push(c.productId);
      points.serialNumbers.push(c.serialNumber);
      points.latitudes.push(round5(position[0]));
      points.longitudes.push(round5(position[1]));
      points.componentStatusIds.push(c.componentStatusId);
    }
    return points;
  },
};
