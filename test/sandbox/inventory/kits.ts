import { KIT_STATE_RULES, type KitStateCode } from '../../../src/domain/kits/kitStates';
import { LIMITS } from '../../../src/shared/validation/limits';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { SandboxError } from '../runtime';
import type { ComponentItem, KitItem, Ledger, Place } from './ledger';
import { actsFor } from './places';
import type { EngineContext } from './shipmentEngine';

/**
 * Kits on the stock ledger (issue 31). A kit is built at a warehouse from available components found there, loose
 * and in no shipment; its components then go wherever it goes (ledger.moveKit) and none ships alone until taken
 * out. `KitItem.stateName` keeps the stored part of its state (Assembling, Available, Disassembled); InTransit and
 * Assigned are read from its place (src/domain/kits/kitStates.ts, product.yaml KitState).
 */
export type StoredKitState = Extract<KitStateCode, 'Assembling' | 'Available' | 'Disassembled'>;

const AVAILABLE_STATUS = 1;
export const KIT_NOT_SELECTED = 'El producto ya fue agregado o no está seleccionado';
export const KIT_STATE_NAMES_ES: Record<KitStateCode, string> = {
  Assembling: 'En armado',
  Available: 'Disponible',
  InTransit: 'En tránsito',
  Assigned: 'Asignado',
  Disassembled: 'Desarmado',
};

/** What happened to a kit beyond the ledger's movements: its building, its components in and out, its end. */
export interface KitEvent {
  kitId: number;
  dateTime: string;
  eventCode: 'Assembled' | 'ComponentAdded' | 'ComponentRemoved' | 'Updated' | 'Completed' | 'Disassembled';
  productId: number | null;
  userId: number;
}

// Kept beside the ledger they describe (a fresh ledger, a fresh history).
const histories = new WeakMap<Ledger, KitEvent[]>();
export const kitEvents = (ledger: Ledger): KitEvent[] => histories.get(ledger) ?? histories.set(ledger, []).get(ledger)!;

export function kitState(kit: KitItem): KitStateCode {
  if (kit.stateName === 'Disassembled') return 'Disassembled';
  if (kit.place.type === 'Transit') return 'InTransit';
  if (kit.place.type === 'TaskForce') return 'Assigned';
  return kit.stateName === 'Assembling' ? 'Assembling' : 'Available';
}

export const kitComponents = (ledger: Ledger, kitId: number): ComponentItem[] => [...ledger.components.values()].filter((c) => c.kitId === kitId);

/** Every kit's components in one pass (a page of kits must not scan 20,000 components per kit). */
export function componentsByKit(ledger: Ledger): Map<number, ComponentItem[]> {
  const groups = new Map<number, ComponentItem[]>();
  for (const c of ledger.components.values()) if (c.kitId !== null) groups.set(c.kitId, [...(groups.get(c.kitId) ?? []), c]);
  return groups;
}

export function kitOf(ledger: Ledger, kitId: number): KitItem {
  const kit = ledger.kits.get(kitId);
  if (!kit) throw new SandboxError(404, `El kit ${kitId} no existe`);
  return kit;
}

/** Whether a shipment may carry the kit: the shipment engine asks (an Assembling or taken-apart kit stays). */
export const kitShippable = (kit: KitItem): boolean => KIT_STATE_RULES[kitState(kit)].ship;

function assertTexts(name: string, description: string): void {
  if (!name.trim()) throw new SandboxError(422, 'El nombre del kit es obligatorio', 'name');
  if (name.length > LIMITS.kits.nameMax) throw new SandboxError(422, `El nombre admite a lo más ${LIMITS.kits.nameMax} caracteres`, 'name');
  if (description.length > LIMITS.kits.descriptionMax)
    throw new SandboxError(422, `La descripción admite a lo más ${LIMITS.kits.descriptionMax} caracteres`, 'description');
  assertAllowedText(name, TEXT_FIELDS.name);
  assertAllowedText(description, { label: 'La descripción', path: 'description' });
}

/** Why a component cannot join a kit at `place`, in the service's words; null when it can. */
export function componentRefusal(ledger: Ledger, productId: number, place: Place): string | null {
  const c = ledger.components.get(productId);
  if (!c) return 'Número de serie inválido';
  if (c.kitId !== null) return `El componente ${c.serialNumber} ya está en el kit ${ledger.kits.get(c.kitId)?.number ?? c.kitId}`;
  if (c.heldBy !== null) return `El componente ${c.serialNumber} va en el envío ${c.heldBy}`;
  if (c.place.type !== place.type || c.place.id !== place.id) return `El componente ${c.serialNumber} no está en el lugar del kit`;
  if (c.componentStatusId !== AVAILABLE_STATUS) return `El componente ${c.serialNumber} no está disponible`;
  return null;
}

function assertComponents(ledger: Ledger, productIds: number[], place: Place): void {
  if (new Set(productIds).size !== productIds.length) throw new SandboxError(409, KIT_NOT_SELECTED, 'productIds');
  for (const id of productIds) {
    const refusal = componentRefusal(ledger, id, place);
    if (refusal) throw new SandboxError(409, refusal, `productIds ${id}`);
  }
}

/** A kit whose components may change now: its state allows it, no shipment holds it, the user acts for its place. */
function editableKit(ctx: EngineContext, kitId: number, rule: 'editComponents' | 'disassemble' | 'complete'): KitItem {
  const kit = kitOf(ctx.state.ledger, kitId);
  const state = kitState(kit);
  if (!KIT_STATE_RULES[state][rule]) throw new SandboxError(409, `El kit ${kit.number} está ${KIT_STATE_NAMES_ES[state].toLowerCase()}: no admite este cambio`, 'state');
  if (kit.heldBy !== null) throw new SandboxError(409, `El kit ${kit.number} va en el envío ${kit.heldBy}: no admite cambios hasta que llegue o se cancele`, 'state');
  if (!ctx.system && !actsFor(ctx.store, ctx.state, ctx.user, kit.place)) throw new SandboxError(403, 'No administra el lugar donde está el kit');
  return kit;
}

const note = (ctx: EngineContext, kitId: number, eventCode: KitEvent['eventCode'], productId: number | null = null) =>
  kitEvents(ctx.state.ledger).push({ kitId, dateTime: ctx.now, eventCode, productId, userId: ctx.user.userId });

const countOf = (n: number) => n >= LIMITS.kits.componentsMin && n <= LIMITS.kits.componentsMax;

export interface KitCreateValues {
  name: string;
  description: string;
  warehouseId: number;
  productIds: number[];
}

/** A new kit, Assembling, at a warehouse the user manages, of at least one available loose component found there. */
export function createKit(ctx: EngineContext, v: KitCreateValues): KitItem {
  const { store, state } = ctx;
  assertTexts(v.name, v.description);
  if (!countOf(v.productIds.length)) throw new SandboxError(422, 'Seleccione al menos un componente', 'productIds');
  if (!store.warehouses.get(v.warehouseId)?.enabled) throw new SandboxError(422, `El almacén ${v.warehouseId} no existe o está deshabilitado`, 'warehouseId');
  const place: Place = { type: 'Warehouse', id: v.warehouseId };
  if (!ctx.system && !actsFor(store, state, ctx.user, place)) throw new SandboxError(403, 'No administra el almacén del kit');
  assertComponents(state.ledger, v.productIds, place);
  // After the highest id: the seed numbers its kits itself.
  const kitId = Math.max(0, ...state.ledger.kits.keys()) + 1;
  const kit: KitItem = { kitId, number: `KIT-${String(kitId).padStart(5, '0')}`, name: v.name.trim(), description: v.description.trim(), stateName: 'Assembling', place, heldBy: null };
  state.ledger.kits.set(kitId, kit);
  note(ctx, kitId, 'Assembled');
  for (const id of v.productIds) {
    state.ledger.components.get(id)!.kitId = kitId;
    note(ctx, kitId, 'ComponentAdded', id);
  }
  return kit;
}

/** Its name and description (the version is the caller's guard). */
export function renameKit(ctx: EngineContext, kitId: number, name: string, description: string): KitItem {
  const kit = kitOf(ctx.state.ledger, kitId);
  if (kitState(kit) === 'Disassembled') throw new SandboxError(409, `El kit ${kit.number} está desarmado: no admite cambios`, 'state');
  assertTexts(name, description);
  Object.assign(kit, { name: name.trim(), description: description.trim() });
  note(ctx, kitId, 'Updated');
  return kit;
}

export function addKitComponents(ctx: EngineContext, kitId: number, productIds: number[]): KitItem {
  const kit = editableKit(ctx, kitId, 'editComponents');
  const { ledger } = ctx.state;
  if (!productIds.length) throw new SandboxError(422, 'Seleccione al menos un componente', 'productIds');
  if (kitComponents(ledger, kitId).length + productIds.length > LIMITS.kits.componentsMax)
    throw new SandboxError(422, `Un kit lleva a lo más ${LIMITS.kits.componentsMax} componentes`, 'productIds');
  assertComponents(ledger, productIds, kit.place);
  for (const id of productIds) {
    ledger.components.get(id)!.kitId = kitId;
    note(ctx, kitId, 'ComponentAdded', id);
  }
  return kit;
}

/** Takes components out, loose at the kit's place; the last one stays (a kit has at least one: disassemble it instead). */
export function removeKitComponents(ctx: EngineContext, kitId: number, productIds: number[]): KitItem {
  const kit = editableKit(ctx, kitId, 'editComponents');
  const { ledger } = ctx.state;
  if (!productIds.length || new Set(productIds).size !== productIds.length) throw new SandboxError(422, KIT_NOT_SELECTED, 'productIds');
  for (const id of productIds) if (ledger.components.get(id)?.kitId !== kitId) throw new SandboxError(409, `El componente ${id} no está en el kit ${kit.number}`, `productIds ${id}`);
  if (kitComponents(ledger, kitId).length - productIds.length < LIMITS.kits.componentsMin)
    throw new SandboxError(422, 'Un kit conserva al menos un componente; para quitarlos todos, desarme el kit', 'productIds');
  for (const id of productIds) {
    ledger.components.get(id)!.kitId = null;
    note(ctx, kitId, 'ComponentRemoved', id);
  }
  return kit;
}

/** Assembling -> Available: the kit may now ship. */
export function completeKit(ctx: EngineContext, kitId: number): KitItem {
  const kit = editableKit(ctx, kitId, 'complete');
  kit.stateName = 'Available';
  note(ctx, kitId, 'Completed');
  return kit;
}

/** Every component loose again where the kit is; the kit stays, Disassembled, for its history. */
export function disassembleKit(ctx: EngineContext, kitId: number): KitItem {
  const kit = editableKit(ctx, kitId, 'disassemble');
  for (const c of kitComponents(ctx.state.ledger, kitId)) {
    c.kitId = null;
    note(ctx, kitId, 'ComponentRemoved', c.productId);
  }
  kit.stateName = 'Disassembled';
  note(ctx, kitId, 'Disassembled');
  return kit;
}

/** The shipment engine's refusal of a component inside a kit. */
export const kitHoldsMessage = (ledger: Ledger, c: ComponentItem): string =>
  `El componente ${c.serialNumber} está en el kit ${ledger.kits.get(c.kitId!)?.number ?? c.kitId}: sáquelo del kit para enviarlo solo`;

/** The shipment engine's refusal of a kit its state keeps home. */
export const kitUnshippableMessage = (kit: KitItem): string =>
  `El kit ${kit.number} está ${KIT_STATE_NAMES_ES[kitState(kit)].toLowerCase()}: no puede enviarse`;
