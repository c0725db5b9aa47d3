import { matchesText, paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import {
  addKitComponents,
  completeKit,
  componentRefusal,
  componentsByKit,
  createKit,
  disassembleKit,
  kitComponents,
  kitEvents,
  kitOf,
  kitState,
  KIT_STATE_NAMES_ES,
  removeKitComponents,
  renameKit,
} from '../inventory/kits';
import type { ComponentItem, KitItem } from '../inventory/ledger';
import { placeName } from '../inventory/places';
import { sortRows } from '../inventory/rows';
import type { EngineContext } from '../inventory/shipmentEngine';
import { inventoryOf } from '../inventory/state';
import { productRecord } from './records';

/** Kits are versioned by kit id (CONVENTIONS.md "Row versions"): only the update of their name and description counts. */
const kitVersions = rowVersions('product', 'kits');

/** A kit as the product service answers it (product.yaml Kit). */
export function kitRecord(store: SandboxStore, kit: KitItem, parts?: ComponentItem[]) {
  const state = inventoryOf(store);
  const code = kitState(kit);
  return kitVersions.stamp(store, kit.kitId, {
    kitId: kit.kitId,
    number: kit.number,
    name: kit.name,
    description: kit.description,
    state: code,
    stateName: KIT_STATE_NAMES_ES[code],
    placeType: kit.place.type,
    placeId: kit.place.id,
    placeName: placeName(store, state, kit.place),
    components: (parts ?? kitComponents(state.ledger, kit.kitId)).map((c) => productRecord(store, c)),
  });
}

const engine = ({ store, user }: OperationContext): EngineContext => ({ store, state: inventoryOf(store), user: user!, now: utc(store.now) });
const answer = (ctx: OperationContext, kit: KitItem) => kitRecord(ctx.store, kit);

/** A kit's history: its own events and the ledger's movements of the kit itself, in time order. */
function tracking(store: SandboxStore, kitId: number) {
  const state = inventoryOf(store);
  kitOf(state.ledger, kitId);
  const who = (userId: number | null) => (userId === null ? null : (store.users.get(userId)?.fullName ?? null));
  const events = kitEvents(state.ledger)
    .filter((e) => e.kitId === kitId)
    .map((e) => ({
      dateTime: e.dateTime, eventCode: e.eventCode, movementCode: null, fromPlaceName: null, toPlaceName: null, shipmentId: null,
      serialNumber: e.productId === null ? null : (state.ledger.components.get(e.productId)?.serialNumber ?? null), userFullName: who(e.userId),
    }));
  const movements = state.ledger.movements
    .filter((m) => m.kitId === kitId && m.productId === null)
    .map((m) => ({
      dateTime: m.dateTime, eventCode: 'Movement' as const, movementCode: m.movementType, serialNumber: null, shipmentId: m.shipmentId,
      fromPlaceName: placeName(store, state, m.from), toPlaceName: placeName(store, state, m.to), userFullName: who(m.userId),
    }));
  return [...movements, ...events].sort((a, b) => a.dateTime.localeCompare(b.dateTime));
}

export const kitHandlers: OperationHandlers = {
  searchKits: ({ store, body }) => {
    const { ledger } = inventoryOf(store);
    const groups = componentsByKit(ledger);
    const rows = [...ledger.kits.values()]
      .map((k) => kitRecord(store, k, groups.get(k.kitId) ?? []))
      .filter((k) => matchesText(body.text, k.number, k.name, k.description, k.placeName));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  getKitById: ({ store, params }) => kitRecord(store, kitOf(inventoryOf(store).ledger, params.id)),
  createKit: (ctx) => answer(ctx, createKit(engine(ctx), ctx.body)),
  updateKit: (ctx) => {
    const { store, body } = ctx;
    const kit = kitOf(inventoryOf(store).ledger, body.kitId);
    return kitVersions.update(store, kit.kitId, body.rowVersion, () => kitRecord(store, kit), () =>
      answer(ctx, renameKit(engine(ctx), kit.kitId, body.name, body.description)),
    );
  },
  addKitComponents: (ctx) => answer(ctx, addKitComponents(engine(ctx), ctx.params.id, ctx.body.productIds)),
  removeKitComponents: (ctx) => answer(ctx, removeKitComponents(engine(ctx), ctx.params.id, ctx.body.productIds)),
  completeKit: (ctx) => answer(ctx, completeKit(engine(ctx), ctx.params.id)),
  disassembleKit: (ctx) => answer(ctx, disassembleKit(engine(ctx), ctx.params.id)),
  getKitTracking: ({ store, params }) => tracking(store, params.id),
  getKitComponentCandidate: ({ store, query }) => {
    const { ledger } = inventoryOf(store);
    const serial = String(query.serialNumber).trim().toUpperCase();
    const c = [...ledger.components.values()].find((x) => x.serialNumber.toUpperCase() === serial);
    if (!c) throw new SandboxError(404, 'Número de serie inválido', 'serialNumber');
    const refusal = componentRefusal(ledger, c.productId, { type: query.placeType, id: Number(query.placeId) });
    if (refusal) throw new SandboxError(409, refusal, 'serialNumber');
    return productRecord(store, c);
  },
};
