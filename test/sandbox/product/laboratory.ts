import { LAB, LABORATORY_STATUS_IDS, laboratoryTargets, type LaboratoryStep } from '../../../src/domain/inventory/laboratoryFlow';
import { matchesText, paginate } from '../catalog/common';
import { changeComponentStatus, type ComponentItem, type Ledger, type Place } from '../inventory/ledger';
import { actsFor } from '../inventory/places';
import { COMPONENT_STATUS_NAMES, sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';

/**
 * The laboratory flow (src/domain/inventory/laboratoryFlow.ts, the table of product.yaml's Laboratories tag) over the
 * ledger: every step is a status change with its place, recorded as a movement. A step over many components is all
 * or nothing. The technicians are the enabled laboratory users (LAT and LAD: the seed has no staff per laboratory);
 * a technician resolves only what is assigned to them.
 */
const LAB_ROLES = new Set(['LAT', 'LAD']);

export const technicians = (store: SandboxStore): UserRecord[] =>
  [...store.users.values()].filter((u) => u.enabled && LAB_ROLES.has(u.roleCode)).sort((a, b) => a.userId - b.userId);

/** Who works on each component in revision; the seed gives the seeded ones in revision a technician in turn. */
export const laboratoryAssignmentsOf = serviceState('product', 'laboratoryAssignments', (store) => {
  const staff = technicians(store);
  const assigned = new Map<number, number>();
  let turn = 0;
  for (const c of inventoryOf(store).ledger.components.values()) {
    if (c.place.type === 'Laboratory' && c.componentStatusId === LAB.inRevision && staff.length) assigned.set(c.productId, staff[turn++ % staff.length]!.userId);
  }
  return assigned;
});

const laboratory = (store: SandboxStore, id: number) => {
  const lab = inventoryOf(store).laboratories.get(id);
  if (!lab?.enabled) throw new SandboxError(404, `El laboratorio ${id} no existe`);
  return lab;
};

function component(ledger: Ledger, productId: number): ComponentItem {
  const c = ledger.components.get(productId);
  if (!c) throw new SandboxError(404, `El componente ${productId} no existe`);
  if (c.heldBy !== null) throw new SandboxError(409, `El componente ${c.serialNumber} está en un envío abierto`);
  if (c.kitId !== null) throw new SandboxError(409, `El componente ${c.serialNumber} viaja con su kit`);
  return c;
}

const refused = (c: ComponentItem, step: LaboratoryStep) =>
  new SandboxError(409, `El paso "${step}" no es válido para ${c.serialNumber} en estatus ${COMPONENT_STATUS_NAMES[c.componentStatusId]}`, 'productIds');

interface Move {
  c: ComponentItem;
  to: number;
  place: Place | null;
}

/** Checks every component first, then moves them all: a refused step moves nothing. */
function apply({ store, user }: OperationContext, step: LaboratoryStep, reason: string, moves: Move[]) {
  const note = { dateTime: utc(store.now), movementType: 'StatusChange' as const, shipmentId: null, userId: user!.userId, reason };
  const assigned = laboratoryAssignmentsOf(store);
  for (const { c, to, place } of moves) {
    changeComponentStatus(inventoryOf(store).ledger, c.productId, to, place, note);
    if (to !== LAB.inRevision && (step === 'send' || step === 'return')) assigned.delete(c.productId);
  }
  return moves.map(({ c }) => c.productId);
}

/** A step on components already in a laboratory, its target the first the table names unless one is asked for. */
function inLaboratory(ctx: OperationContext, step: LaboratoryStep, pick?: (c: ComponentItem) => number | null) {
  const { ledger } = inventoryOf(ctx.store);
  return (ctx.body.productIds as number[]).map((id): Move => {
    const c = component(ledger, id);
    const targets = laboratoryTargets(step, c.componentStatusId, c.isClientProperty);
    const to = pick ? pick(c) : (targets[0] ?? null);
    if (c.place.type !== 'Laboratory' || to === null || !targets.includes(to)) throw refused(c, step);
    return { c, to, place: null };
  });
}

function technician(store: SandboxStore, id: number): UserRecord {
  const tech = technicians(store).find((u) => u.userId === id);
  if (!tech) throw new SandboxError(422, `El usuario ${id} no es técnico de laboratorio`, 'technicianId');
  return tech;
}

function assignTo(ctx: OperationContext, step: 'assign' | 'reassign') {
  const tech = technician(ctx.store, ctx.body.technicianId);
  const moves = inLaboratory(ctx, step);
  const assigned = laboratoryAssignmentsOf(ctx.store);
  if (step === 'reassign' && moves.some(({ c }) => assigned.get(c.productId) === tech.userId)) {
    throw new SandboxError(409, `Elija un técnico distinto del actual (${tech.fullName})`, 'technicianId');
  }
  const ids = apply(ctx, step, `${step === 'assign' ? 'Asignado' : 'Reasignado'} a ${tech.fullName}`, moves);
  for (const id of ids) assigned.set(id, tech.userId);
  return ids;
}

/** Send: from a warehouse or task force the caller acts for (1, 8 -> 27), or a transfer from another laboratory (44 -> 42). */
function send(ctx: OperationContext) {
  const { store, user, body } = ctx;
  const state = inventoryOf(store);
  const lab = laboratory(store, body.laboratoryId);
  const moves = (body.productIds as number[]).map((id): Move => {
    const c = component(state.ledger, id);
    const to = laboratoryTargets('send', c.componentStatusId)[0];
    const transfer = c.place.type === 'Laboratory';
    const legalPlace = transfer
      ? c.place.id !== lab.id && LAB_ROLES.has(user!.roleCode)
      : (c.place.type === 'Warehouse' || c.place.type === 'TaskForce') && actsFor(store, state, user!, c.place);
    if (to === undefined || transfer !== (to === LAB.transferToLaboratory) || !legalPlace) throw refused(c, 'send');
    return { c, to, place: { type: 'Laboratory', id: lab.id } };
  });
  return apply(ctx, 'send', body.reason, moves);
}

/** Receive by serial numbers: each must be on its way to this laboratory (27 or 42 there). */
function receive(ctx: OperationContext) {
  const lab = laboratory(ctx.store, ctx.body.laboratoryId);
  const checks = checkSerials(ctx.store, lab.id, ctx.body.serialNumbers);
  const bad = checks.filter((r) => r.problem !== null).map((r) => r.serialNumber);
  if (bad.length) throw new SandboxError(409, `Números de serie inválidos: ${bad.slice(0, 20).join(', ')}`, 'serialNumbers');
  const { ledger } = inventoryOf(ctx.store);
  const moves = checks.map((r): Move => ({ c: component(ledger, r.productId!), to: LAB.onLaboratory, place: null }));
  return apply(ctx, 'receive', `Recepción en ${lab.name}`, moves);
}

export type SerialProblem = 'notFound' | 'notInTransit' | 'repeated';

/** Each serial as the bulk reception checks it: unknown, not on its way to this laboratory, or named twice. */
export function checkSerials(store: SandboxStore, laboratoryId: number, serials: string[]) {
  const bySerial = new Map<string, ComponentItem>();
  for (const c of inventoryOf(store).ledger.components.values()) bySerial.set(c.serialNumber.toUpperCase(), c);
  const seen = new Set<string>();
  return serials.map((serialNumber) => {
    const key = serialNumber.trim().toUpperCase();
    const c = bySerial.get(key);
    const inTransit = !!c && c.place.type === 'Laboratory' && c.place.id === laboratoryId && c.heldBy === null && c.kitId === null &&
      laboratoryTargets('receive', c.componentStatusId).length > 0;
    const problem: SerialProblem | null = !c ? 'notFound' : seen.has(key) ? 'repeated' : inTransit ? null : 'notInTransit';
    seen.add(key);
    return { serialNumber, productId: c?.productId ?? null, problem };
  });
}

function inventoryRows(ctx: OperationContext) {
  const { store, body } = ctx;
  const state = inventoryOf(store);
  const assigned = laboratoryAssignmentsOf(store);
  const name = (id: number | undefined) => (id === undefined ? null : (store.users.get(id)?.fullName ?? null));
  const want = (list: number[], value: number | null) => !list.length || (value !== null && list.includes(value));
  return [...state.ledger.components.values()]
    .filter((c) => c.place.type === 'Laboratory' && LABORATORY_STATUS_IDS.includes(c.componentStatusId))
    .filter((c) => want(body.laboratoryIds, c.place.id) && want(body.componentStatusIds, c.componentStatusId) && want(body.technicianIds, assigned.get(c.productId) ?? null))
    .map((c) => ({
      productId: c.productId,
      serialNumber: c.serialNumber,
      description: c.description,
      brandName: c.brandName,
      modelName: c.modelName,
      isClientProperty: c.isClientProperty,
      componentStatusId: c.componentStatusId,
      componentStatusName: COMPONENT_STATUS_NAMES[c.componentStatusId] ?? '',
      laboratoryId: c.place.id,
      laboratoryName: state.laboratories.get(c.place.id)?.name ?? '',
      technicianId: assigned.get(c.productId) ?? null,
      technicianName: name(assigned.get(c.productId)),
    }))
    .filter((r) => matchesText(body.text, r.serialNumber, r.description, r.brandName, r.modelName, r.technicianName));
}

export const laboratoryHandlers: OperationHandlers = {
  getLaboratories: ({ store }) =>
    [...inventoryOf(store).laboratories.values()].filter((l) => l.enabled).map((l) => ({ laboratoryId: l.id, name: l.name })),
  getLaboratoryTechnicians: ({ store }) => technicians(store).map((u) => ({ userId: u.userId, fullName: u.fullName })),
  searchLaboratoryInventory: (ctx) => {
    const { body } = ctx;
    return paginate(sortRows(inventoryRows(ctx), body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  checkLaboratorySerials: ({ store, body }) => checkSerials(store, laboratory(store, body.laboratoryId).id, body.serialNumbers),
  sendToLaboratory: send,
  acceptLaboratoryComponents: (ctx) => apply(ctx, 'accept', 'Aceptado por el laboratorio', inLaboratory(ctx, 'accept')),
  rejectLaboratoryComponents: (ctx) => apply(ctx, 'reject', ctx.body.reason, inLaboratory(ctx, 'reject')),
  receiveLaboratoryComponents: receive,
  assignLaboratoryTechnician: (ctx) => assignTo(ctx, 'assign'),
  reassignLaboratoryTechnician: (ctx) => assignTo(ctx, 'reassign'),
  resolveLaboratoryComponents: (ctx) => {
    const { store, user, body } = ctx;
    const assigned = laboratoryAssignmentsOf(store);
    const moves = inLaboratory(ctx, 'resolve', () => body.componentStatusId);
    const notMine = moves.find(({ c }) => user!.roleCode === 'LAT' && c.componentStatusId === LAB.inRevision && assigned.get(c.productId) !== user!.userId);
    if (notMine) throw new SandboxError(403, `El componente ${notMine.c.serialNumber} está asignado a otro técnico`);
    return apply(ctx, 'resolve', body.reason, moves);
  },
  returnFromLaboratory: (ctx) => {
    const warehouse = ctx.store.warehouses.get(ctx.body.warehouseId);
    if (!warehouse?.enabled) throw new SandboxError(404, `El almacén ${ctx.body.warehouseId} no existe`);
    const moves = inLaboratory(ctx, 'return').map((m) => ({ ...m, place: { type: 'Warehouse' as const, id: warehouse.warehouseId } }));
    return apply(ctx, 'return', `Devuelto a ${warehouse.warehouseName}`, moves);
  },
};
