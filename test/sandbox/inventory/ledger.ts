import type { MovementCode } from '../../../src/api/tags/product';
import { SandboxError } from '../runtime';

/**
 * The one stock ledger of the sandbox. Every configuration component, kit and supply unit is in exactly
 * one place: a warehouse, a task force (an engineer), in transit (inside shipment `id`), a laboratory, or
 * installed at a client location (`id` the location).
 * A kit's components are where the kit is. Inventories and shipments read this; only the functions
 * below move anything, and each move takes from one place what it puts in another.
 */
export type PlaceType = 'Warehouse' | 'TaskForce' | 'Transit' | 'Laboratory' | 'Location';

export interface Place {
  type: PlaceType;
  id: number;
}

export interface ComponentItem {
  productId: number;
  serialNumber: string;
  description: string;
  brandName: string;
  modelName: string;
  productModelId: number;
  modelDescription: string;
  value: string;
  componentStatusId: number;
  isClientProperty: boolean;
  programmed: boolean;
  remote: boolean;
  clientId: number | null;
  locationId: number | null;
  responsibleTypeId: number;
  conditionId: number | null;
  ip: string | null;
  port: number | null;
  simNumber: string | null;
  imeiNumber: string | null;
  operatorName: string | null;
  installedDate: string | null;
  withdrawnDate: string | null;
  registeredDate: string;
  productTiNumber: string;
  cost: number;
  currencyId: number;
  kitId: number | null;
  place: Place;
  /** The open shipment carrying or about to carry it. */
  heldBy: number | null;
  /** The warehouse it last left. */
  warehouseOutputId: number | null;
}

export interface KitItem {
  kitId: number;
  number: string;
  name: string;
  description: string;
  stateName: string;
  place: Place;
  heldBy: number | null;
}

export interface SupplyRecord {
  supplyId: number;
  name: string;
  code: string;
  unitOfMeasurement: string;
  unitCost: number;
  enabled: boolean;
}

export interface Movement {
  dateTime: string;
  /** Its kind; answers name it in Spanish too (movementTypes.ts). */
  movementType: MovementCode;
  productId: number | null;
  kitId: number | null;
  supplyId: number | null;
  quantity: number;
  from: Place;
  to: Place;
  shipmentId: number | null;
  /** Who moved it and why (a status change names both); null for the seed's and the shipments' own steps. */
  userId: number | null;
  reason: string | null;
  /** A status change's statuses before and after. */
  fromStatusId: number | null;
  toStatusId: number | null;
}

export interface Ledger {
  components: Map<number, ComponentItem>;
  kits: Map<number, KitItem>;
  supplies: Map<number, SupplyRecord>;
  /** Supply units per place: key `${placeKey}|${supplyId}`. */
  supplyStock: Map<string, number>;
  movements: Movement[];
}

export const placeKey = (place: Place) => `${place.type}:${place.id}`;
export const samePlace = (a: Place, b: Place) => a.type === b.type && a.id === b.id;
const stockKey = (place: Place, supplyId: number) => `${placeKey(place)}|${supplyId}`;

export function emptyLedger(): Ledger {
  return {
    components: new Map(),
    kits: new Map(),
    supplies: new Map(),
    supplyStock: new Map(),
    movements: [],
  };
}

export function supplyAt(ledger: Ledger, place: Place, supplyId: number): number {
  return ledger.supplyStock.get(stockKey(place, supplyId)) ?? 0;
}

/** Puts new stock into the ledger (seed and receipts from outside): the only way units appear. */
export function receiveSupply(ledger: Ledger, place: Place, supplyId: number, quantity: number): void {
  ledger.supplyStock.set(stockKey(place, supplyId), supplyAt(ledger, place, supplyId) + quantity);
}

interface MoveNote {
  dateTime: string;
  movementType: MovementCode;
  shipmentId: number | null;
  userId?: number;
  reason?: string;
}

type MovementFacts = Omit<Movement, 'dateTime' | 'movementType' | 'shipmentId' | 'userId' | 'reason' | 'fromStatusId' | 'toStatusId'>;

const record = (ledger: Ledger, m: MovementFacts, note: MoveNote, status: { from: number; to: number } | null = null) =>
  ledger.movements.push({
    ...m,
    dateTime: note.dateTime,
    movementType: note.movementType,
    shipmentId: note.shipmentId,
    userId: note.userId ?? null,
    reason: note.reason ?? null,
    fromStatusId: status?.from ?? null,
    toStatusId: status?.to ?? null,
  });

/** A new component enters the ledger at its place, with a movement naming who registered it. */
export function registerComponent(ledger: Ledger, item: ComponentItem, note: MoveNote & { userId: number }): void {
  ledger.components.set(item.productId, item);
  record(ledger, { productId: item.productId, kitId: null, supplyId: null, quantity: 1, from: item.place, to: item.place }, note, {
    from: item.componentStatusId,
    to: item.componentStatusId,
  });
}

/**
 * A status change is a movement too: who, when, why, the statuses before and after, and where to (its own place
 * when only the status changes). Refusing an illegal one is the caller's job (product/statusConfiguration.ts).
 */
export function changeComponentStatus(ledger: Ledger, productId: number, toStatusId: number, to: Place | null, note: MoveNote & { userId: number; reason: string }): void {
  const item = ledger.components.get(productId);
  if (!item) throw new SandboxError(404, `El componente ${productId} no existe`);
  const from = item.place;
  const target = to ?? from;
  if (from.type === 'Warehouse' && target.type !== 'Warehouse') item.warehouseOutputId = from.id;
  record(ledger, { productId, kitId: item.kitId, supplyId: null, quantity: 1, from, to: target }, note, { from: item.componentStatusId, to: toStatusId });
  item.place = target;
  item.componentStatusId = toStatusId;
}

export function moveComponent(ledger: Ledger, productId: number, to: Place, note: MoveNote): void {
  const item = ledger.components.get(productId);
  if (!item) throw new SandboxError(404, `El componente ${productId} no existe`);
  const from = item.place;
  if (from.type === 'Warehouse' && to.type !== 'Warehouse') item.warehouseOutputId = from.id;
  item.place = to;
  record(ledger, { productId, kitId: item.kitId, supplyId: null, quantity: 1, from, to }, note);
}

/** A kit moves with every component it holds. */
export function moveKit(ledger: Ledger, kitId: number, to: Place, note: MoveNote): void {
  const kit = ledger.kits.get(kitId);
  if (!kit) throw new SandboxError(404, `El kit ${kitId} no existe`);
  record(
    ledger,
    {
      productId: null,
      kitId,
      supplyId: null,
      quantity: 1,
      from: kit.place,
      to,
    },
    note,
  );
  kit.place = to;
  for (const c of ledger.components.values()) if (c.kitId === kitId) moveComponent(ledger, c.productId, to, note);
}

export function moveSupply(ledger: Ledger, supplyId: number, quantity: number, from: Place, to: Place, note: MoveNote): void {
  const have = supplyAt(ledger, from, supplyId);
  if (have < quantity) {
    const name = ledger.supplies.get(supplyId)?.name ?? supplyId;
    throw new SandboxError(409, `No hay existencia suficiente de ${name}: hay ${have}, se piden ${quantity}`);
  }
  ledger.supplyStock.set(stockKey(from, supplyId), have - quantity);
  ledger.supplyStock.set(stockKey(to, supplyId), supplyAt(ledger, to, supplyId) + quantity);
  record(ledger, { productId: null, kitId: null, supplyId, quantity, from, to }, note);
}

/** Stock rows: one per supply and place with units. */
export function supplyRows(ledger: Ledger): { place: Place; supplyId: number; quantity: number }[] {
  return [...ledger.supplyStock.entries()]
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [placePart, supplyId] = key.split('|');
      const [type, id] = placePart!.split(':');
      return {
        place: { type: type as PlaceType, id: Number(id) },
        supplyId: Number(supplyId),
        quantity,
      };
    });
}

/** What the ledger holds in total: the same before and after any sequence of shipment steps. */
export function ledgerTotals(ledger: Ledger): {
  components: number;
  kits: number;
  supplies: Record<number, number>;
} {
  const supplies: Record<number, number> = {};
  for (const row of supplyRows(ledger)) supplies[row.supplyId] = (supplies[row.supplyId] ?? 0) + row.quantity;
  return {
    components: ledger.components.size,
    kits: ledger.kits.size,
    supplies,
  };
}

/**
 * New supply units received into a place from outside the ledger (a purchase): the only way units appear after the seed,
 * recorded as a movement "Alta" naming who, when and why.
 */
export function registerSupplyReceipt(ledger: Ledger, place: Place, supplyId: number, quantity: number, note: MoveNote & { userId: number; reason: string }): void {
  receiveSupply(ledger, place, supplyId, quantity);
  record(ledger, { productId: null, kitId: null, supplyId, quantity, from: place, to: place }, note);
}
