import type { MovementCode } from '../../../src/api/tags/product';
import { SandboxError } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { RECEPTION_STATUS, SHIPMENT_STATUS, type ShipmentStatusId } from '../../../src/domain/shipments/shipmentStatus';
import {
  canTakeStep,
  holdsItems,
  itemsInTransit,
  processStateOf,
  statusAfter,
  STEP_RULES,
  type ShipmentStep,
} from '../../../src/domain/shipments/stateMachine';
import { isShipmentFormat, type ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { moveComponent, moveKit, moveSupply, samePlace, supplyAt, type Place } from './ledger';
import { actsFor, checkDestination, checkOrigin, destinationPlace, originPlace, returnPlace } from './places';
import type { InventoryState, ShipmentItemRecord, ShipmentRecord } from './state';
import { kitHoldsMessage, kitShippable, kitUnshippableMessage } from './kits';
import { currencies } from '../catalog/richState';

/** Spanish status labels (spec 001 section 4), as the service names them. */
export const STATUS_LABELS_ES: Record<ShipmentStatusId, string> = {
  1: 'Pendiente',
  2: 'En proceso',
  3: 'Esperando salida',
  4: 'Cerrado',
  5: 'Cancelado',
  6: 'Confirmado',
  7: 'Recibido',
};

const STEP_VERBS_ES: Record<ShipmentStep, string> = {
  modify: 'modificar',
  confirm: 'confirmar',
  onProcess: 'poner en proceso',
  readyToShip: 'marcar como listo para envío',
  receipt: 'recibir',
  register: 'registrar la recepción de',
  cancel: 'cancelar',
};

export const COST_MAX = 9_999_999;
export const PRODUCT_UNAVAILABLE = 'El producto ya fue agregado o no está disponible';

export interface EngineContext {
  store: SandboxStore;
  state: InventoryState;
  user: UserRecord;
  /** UTC yyyy-MM-ddTHH:mm:ss of the step. */
  now: string;
  /** The sandbox itself acts (a leaving user's release, steps recorded under `user`): no side or visibility check; the state machine still holds. */
  system?: boolean;
}

export interface ShipmentCreateBody {
  format: ShipmentFormat;
  originResponsibleId: number;
  destinationResponsibleId: number;
  cost: number | null;
  currencyId: number | null;
  guideNumber: string;
  courierId: number;
  shipmentPriorityId: number;
  components: number[];
  kits: number[];
  supplies: { supplyId: number; quantity: number }[];
}

export type ShipmentHeader = Pick<ShipmentCreateBody, 'cost' | 'currencyId' | 'guideNumber' | 'courierId' | 'shipmentPriorityId'>;

export const originOf = (s: ShipmentRecord): Place => originPlace(s.format, s.originId);
export const destinationOf = (s: ShipmentRecord): Place => destinationPlace(s.format, s.destinationId);

/** Units of a supply at a place promised to shipments that have not left yet. */
function heldSupply(state: InventoryState, place: Place, supplyId: number): number {
  let held = 0;
  for (const s of state.shipments.values()) {
    if (!holdsItems(s.shipmentStateId) || itemsInTransit(s.shipmentStateId) || !samePlace(originOf(s), place)) continue;
    for (const item of s.items) if (item.supplyId === supplyId) held += item.quantity;
  }
  return held;
}

export function availableSupply(state: InventoryState, place: Place, supplyId: number): number {
  return supplyAt(state.ledger, place, supplyId) - heldSupply(state, place, supplyId);
}

function checkHeader(ctx: EngineContext, header: ShipmentHeader): void {
  const { store, state } = ctx;
  if (header.cost != null) {
    if (header.cost < 0 || header.cost > COST_MAX) throw new SandboxError(422, 'El costo debe estar entre 0 y 9,999,999.00');
    if (Math.round(header.cost * 100) !== Number((header.cost * 100).toFixed(6))) throw new SandboxError(422, 'El costo admite a lo más 2 decimales');
    if (header.currencyId == null) throw new SandboxError(422, 'El campo es obligatorio si hay un costo (moneda)');
  }
  if (header.currencyId != null && !currencies(store).get(header.currencyId)?.enabled) {
    throw new SandboxError(422, `La moneda ${header.currencyId} no existe o está deshabilitada`);
  }
  if (!state.couriers.get(header.courierId)?.enabled) throw new SandboxError(422, `La paquetería ${header.courierId} no existe`);
  if (!state.priorities.get(header.shipmentPriorityId)?.enabled) throw new SandboxError(422, `La prioridad ${header.shipmentPriorityId} no existe`);
}

function checkItems(ctx: EngineContext, origin: Place, body: ShipmentCreateBody): void {
  const { ledger } = ctx.state;
  if (!body.components.length && !body.kits.length && !body.supplies.length) throw new SandboxError(422, 'El envío necesita al menos un artículo');
  const twice = (ids: number[]) => new Set(ids).size !== ids.length;
  if (twice(body.components) || twice(body.kits) || twice(body.supplies.map((s) => s.supplyId))) throw new SandboxError(409, PRODUCT_UNAVAILABLE);
  for (const id of body.components) {
    const c = ledger.components.get(id);
    if (c && c.kitId !== null) throw new SandboxError(409, kitHoldsMessage(ledger, c), `productId ${id}`);
    if (!c || c.heldBy !== null || !samePlace(c.place, origin))
      throw new SandboxError(409, PRODUCT_UNAVAILABLE, `productId ${id}`);
  }
  for (const id of body.kits) {
    const k = ledger.kits.get(id);
    if (!k || k.heldBy !== null || !samePlace(k.place, origin)) throw new SandboxError(409, PRODUCT_UNAVAILABLE, `kitId ${id}`);
    if (!kitShippable(k)) throw new SandboxError(409, kitUnshippableMessage(k), `kitId ${id}`);
  }
  for (const line of body.supplies) {
    if (!ledger.supplies.has(line.supplyId) || availableSupply(ctx.state, origin, line.supplyId) < line.quantity) {
      throw new SandboxError(409, PRODUCT_UNAVAILABLE, `supplyId ${line.supplyId}`);
    }
  }
}

export function createShipment(ctx: EngineContext, body: ShipmentCreateBody): ShipmentRecord {
  const { store, state, user, now } = ctx;
  if (!isShipmentFormat(body.format)) throw new SandboxError(422, `Tipo de envío ${body.format} inválido`);
  checkOrigin(store, state, user, body.format, body.originResponsibleId);
  checkDestination(store, state, body.format, body.originResponsibleId, body.destinationResponsibleId);
  checkHeader(ctx, body);
  const origin = originPlace(body.format, body.originResponsibleId);
  checkItems(ctx, origin, body);

  const shipmentId = state.nextId('shipments');
  const item = (part: Pick<ShipmentItemRecord, 'itemType' | 'productId' | 'kitId' | 'supplyId' | 'quantity'>): ShipmentItemRecord => ({
    articleShipmentId: state.nextId('articles'),
    receptionStatusId: RECEPTION_STATUS.Waiting,
    ...part,
  });
  const items = [
    ...body.components.map((productId) =>
      item({
        itemType: 'Component',
        productId,
        kitId: null,
        supplyId: null,
        quantity: 1,
      }),
    ),
    ...body.kits.map((kitId) =>
      item({
        itemType: 'Kit',
        productId: null,
        kitId,
        supplyId: null,
        quantity: 1,
      }),
    ),
    ...body.supplies.map((s) =>
      item({
        itemType: 'Supply',
        productId: null,
        kitId: null,
        supplyId: s.supplyId,
        quantity: s.quantity,
      }),
    ),
  ];
  const shipment: ShipmentRecord = {
    shipmentId,
    format: body.format,
    originId: body.originResponsibleId,
    destinationId: body.destinationResponsibleId,
    cost: body.cost,
    currencyId: body.currencyId,
    guideNumber: body.guideNumber.trim(),
    courierId: body.courierId,
    shipmentPriorityId: body.shipmentPriorityId,
    shipmentStateId: SHIPMENT_STATUS.Pending,
    processStateId: processStateOf(SHIPMENT_STATUS.Pending),
    createdUserId: user.userId,
    createdDate: now,
    confirmedDate: null,
    receivedDate: null,
    closedDate: null,
    items,
    tracking: [
      {
        step: 'Create',
        shipmentStateId: SHIPMENT_STATUS.Pending,
        userId: user.userId,
        dateTime: now,
      },
    ],
  };
  state.shipments.set(shipmentId, shipment);
  setHold(ctx, shipment, shipmentId);
  return shipment;
}

function setHold(ctx: EngineContext, shipment: ShipmentRecord, holder: number | null): void {
  for (const item of shipment.items) {
    if (item.receptionStatusId !== RECEPTION_STATUS.Waiting) continue;
    if (item.productId !== null) ctx.state.ledger.components.get(item.productId)!.heldBy = holder;
    if (item.kitId !== null) {
      ctx.state.ledger.kits.get(item.kitId)!.heldBy = holder;
      for (const c of ctx.state.ledger.components.values()) if (c.kitId === item.kitId) c.heldBy = holder;
    }
  }
}

function moveItem(ctx: EngineContext, shipment: ShipmentRecord, item: ShipmentItemRecord, from: Place, to: Place, movementType: MovementCode): void {
  const note = {
    dateTime: ctx.now,
    movementType,
    shipmentId: shipment.shipmentId,
  };
  if (item.productId !== null) moveComponent(ctx.state.ledger, item.productId, to, note);
  else if (item.kitId !== null) moveKit(ctx.state.ledger, item.kitId, to, note);
  else moveSupply(ctx.state.ledger, item.supplyId!, item.quantity, from, to, note);
}

/** Where items coming back go: the origin, or pre-assignment when the origin's task force has left. */
const backTo = (ctx: EngineContext, shipment: ShipmentRecord) => returnPlace(ctx.store, ctx.state, originOf(shipment));

export function shipmentFor(ctx: EngineContext, shipmentId: number): ShipmentRecord {
  const shipment = ctx.state.shipments.get(shipmentId);
  if (!shipment || !(ctx.system || canSeeShipment(ctx, shipment))) throw new SandboxError(404, `El envío ${shipmentId} no existe`);
  return shipment;
}

/** A user sees a shipment when they act for its origin or its destination (ADM and DIS see all). */
export function canSeeShipment(ctx: EngineContext, shipment: ShipmentRecord): boolean {
  const { store, state, user } = ctx;
  return actsFor(store, state, user, originOf(shipment)) || actsFor(store, state, user, destinationOf(shipment));
}

/** Refuses a step the state machine does not allow from the current status, or taken by the wrong side. */
function checkStep(ctx: EngineContext, shipment: ShipmentRecord, step: ShipmentStep): void {
  if (!canTakeStep(shipment.shipmentStateId, step)) {
    throw new SandboxError(409, `No se puede ${STEP_VERBS_ES[step]} un envío en estado ${STATUS_LABELS_ES[shipment.shipmentStateId]}`);
  }
  const side = STEP_RULES[step].side === 'origin' ? originOf(shipment) : destinationOf(shipment);
  if (!ctx.system && !actsFor(ctx.store, ctx.state, ctx.user, side)) {
    const who = STEP_RULES[step].side === 'origin' ? 'el origen' : 'el destino';
    throw new SandboxError(403, `Solo ${who} del envío ${shipment.shipmentId} puede ${STEP_VERBS_ES[step]}lo`);
  }
}

function advance(ctx: EngineContext, shipment: ShipmentRecord, step: ShipmentStep, to: ShipmentStatusId): void {
  shipment.shipmentStateId = to;
  shipment.processStateId = processStateOf(to);
  const name = (step.charAt(0).toUpperCase() + step.slice(1)) as Capitalize<ShipmentStep>;
  shipment.tracking.push({
    step: name,
    shipmentStateId: to,
    userId: ctx.user.userId,
    dateTime: ctx.now,
  });
}

export function modifyShipment(ctx: EngineContext, shipmentId: number, header: ShipmentHeader): ShipmentRecord {
  const shipment = shipmentFor(ctx, shipmentId);
  checkStep(ctx, shipment, 'modify');
  checkHeader(ctx, header);
  Object.assign(shipment, {
    ...header,
    guideNumber: header.guideNumber.trim(),
  });
  advance(ctx, shipment, 'modify', shipment.shipmentStateId);
  return shipment;
}

/** confirm, onProcess, readyToShip, receipt, cancel: a step with no input beyond the shipment. */
export function takeStep(ctx: EngineContext, shipmentId: number, step: Exclude<ShipmentStep, 'modify' | 'register'>): ShipmentRecord {
  const shipment = shipmentFor(ctx, shipmentId);
  checkStep(ctx, shipment, step);
  const transit: Place = { type: 'Transit', id: shipment.shipmentId };
  const waiting = shipment.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
  if (step === 'readyToShip') waiting.forEach((i) => moveItem(ctx, shipment, i, originOf(shipment), transit, 'ShipmentDeparture'));
  if (step === 'cancel') {
    if (itemsInTransit(shipment.shipmentStateId))
      waiting.forEach((i) => moveItem(ctx, shipment, i, transit, backTo(ctx, shipment), 'CancellationReturn'));
    setHold(ctx, shipment, null);
    shipment.closedDate = ctx.now;
  }
  if (step === 'confirm') shipment.confirmedDate = ctx.now;
  if (step === 'receipt') shipment.receivedDate = ctx.now;
  advance(ctx, shipment, step, statusAfter(shipment.shipmentStateId, step));
  return shipment;
}

/** Accepts or rejects items (singly, selected or all): accepted ones go to the destination, rejected ones back to the origin. */
export function registerReceipt(
  ctx: EngineContext,
  shipmentId: number,
  decisions: { articleShipmentId: number; accepted: boolean }[],
): ShipmentRecord {
  const shipment = shipmentFor(ctx, shipmentId);
  checkStep(ctx, shipment, 'register');
  const ids = decisions.map((d) => d.articleShipmentId);
  if (new Set(ids).size !== ids.length) throw new SandboxError(409, 'Un artículo aparece dos veces en la recepción');
  for (const d of decisions) {
    const item = shipment.items.find((i) => i.articleShipmentId === d.articleShipmentId);
    if (!item) throw new SandboxError(409, `El artículo ${d.articleShipmentId} no pertenece al envío ${shipmentId}`);
    if (item.receptionStatusId !== RECEPTION_STATUS.Waiting)
      throw new SandboxError(409, `El artículo ${d.articleShipmentId} ya fue aceptado o rechazado`);
  }
  if (shipment.shipmentStateId === SHIPMENT_STATUS.WaitingForDeparture) takeStep(ctx, shipmentId, 'receipt');
  const transit: Place = { type: 'Transit', id: shipment.shipmentId };
  for (const d of decisions) {
    const item = shipment.items.find((i) => i.articleShipmentId === d.articleShipmentId)!;
    const to = d.accepted ? destinationOf(shipment) : backTo(ctx, shipment);
    moveItem(ctx, shipment, item, transit, to, d.accepted ? 'ShipmentEntry' : 'RejectionReturn');
    item.receptionStatusId = d.accepted ? RECEPTION_STATUS.Accepted : RECEPTION_STATUS.Rejected;
    releaseItem(ctx, item);
  }
  const stillWaiting = shipment.items.some((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
  if (!stillWaiting) shipment.closedDate = ctx.now;
  advance(ctx, shipment, 'register', statusAfter(shipment.shipmentStateId, 'register', stillWaiting));
  return shipment;
}

function releaseItem(ctx: EngineContext, item: ShipmentItemRecord): void {
  if (item.productId !== null) ctx.state.ledger.components.get(item.productId)!.heldBy = null;
  if (item.kitId !== null) {
    ctx.state.ledger.kits.get(item.kitId)!.heldBy = null;
    for (const c of ctx.state.ledger.components.values()) if (c.kitId === item.kitId) c.heldBy = null;
  }
}
