import type { ChangeState } from '../../../src/api/tags/process';
import { illegalStepMessage, isEditable, isFinished, isLegal, STATE_NAMES_ES, type StepKind } from '../../../src/domain/changes/lifecycle';
import { found, matchesText, paginate } from '../catalog/common';
import { findLocation } from '../geography/locationStore';
import { sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { changeCatalogs } from './changeCatalogs';
import { nextProcessId, processState, type ChangeRecord } from './state';
import { changeRow, changeVersions, commentRow, isPreApproved, productRow } from './views';

type ChangeBody = Omit<ChangeRecord, 'changeId' | 'state' | 'ticketIds' | 'rejectionReason' | 'createdUserId' | 'createdDateTime'>;

const refuse = (status: number, message: string, field: string | null = null): never => {
  throw new SandboxError(status, message, field);
};

export const existingChange = (store: SandboxStore, changeId: number): ChangeRecord =>
  found(processState(store).changes.get(changeId), `El cambio ${changeId} no existe`);

/** Moves a change along the life cycle, refusing (409, naming both states) a step the table does not hold. */
export function move(store: SandboxStore, change: ChangeRecord, to: ChangeState, by: StepKind): void {
  if (!isLegal(change.state, to, isPreApproved(store, change), by)) refuse(409, illegalStepMessage(change.state, to), 'state');
  change.state = to;
}

/** The rules beyond the contract's shapes, each refused naming its field. */
function checkChange(store: SandboxStore, body: ChangeBody, current: ChangeRecord | null): ChangeBody {
  if (!body.name.trim()) refuse(400, 'El nombre del cambio es obligatorio', 'name');
  const type = changeCatalogs(store).changeTypes.get(body.changeTypeId);
  if (!type?.enabled) refuse(422, `El tipo de cambio ${body.changeTypeId} no existe`, 'changeTypeId');
  if (type!.preApproved && current && current.state !== 'Draft') {
    refuse(422, 'Solo un cambio en borrador puede pasar a un tipo preaprobado', 'changeTypeId');
  }
  if (!store.categories.get(body.categoryId)?.enabled) refuse(422, `La categoría ${body.categoryId} no existe`, 'categoryId');
  if (!store.priorities.get(body.priorityId)) refuse(422, `La prioridad ${body.priorityId} no existe`, 'priorityId');
  const minutes = (Date.parse(`${body.endDate}Z`) - Date.parse(`${body.startDate}Z`)) / 60_000;
  if (!(minutes > 0)) refuse(422, 'La fecha de fin debe ser posterior a la fecha de inicio', 'endDate');
  if (body.unavailabilityMinutes > minutes) refuse(422, 'El tiempo de indisponibilidad no puede exceder la ventana del cambio', 'unavailabilityMinutes');
  const board = processState(store).boards.get(body.cabId) ?? refuse(422, `El comité ${body.cabId} no existe`, 'cabId');
  if (!board.memberUserIds.includes(body.cabMemberUserId)) refuse(422, `El usuario ${body.cabMemberUserId} no es miembro del comité ${board.name}`, 'cabMemberUserId');
  if (!store.clients.get(body.clientId)?.enabled) refuse(422, `El cliente ${body.clientId} no existe o está deshabilitado`, 'clientId');
  if (findLocation(store, body.locationId)?.clientId !== body.clientId) refuse(422, 'La ubicación no existe para el cliente', 'locationId');
  const components = inventoryOf(store).ledger.components;
  for (const productId of body.productIds) {
    if (components.get(productId)?.clientId !== body.clientId) refuse(422, `El componente ${productId} no pertenece al cliente`, 'productIds');
  }
  if (new Set(body.productIds).size !== body.productIds.length) refuse(422, 'Componente ya agregado', 'productIds');
  return { ...body, name: body.name.trim(), background: body.background?.trim() || null };
}

const fieldsOf = (body: ChangeBody): ChangeBody => ({
  name: body.name, changeTypeId: body.changeTypeId, categoryId: body.categoryId, riskLevel: body.riskLevel, priorityId: body.priorityId,
  startDate: body.startDate, endDate: body.endDate, unavailabilityMinutes: body.unavailabilityMinutes, cabId: body.cabId,
  cabMemberUserId: body.cabMemberUserId, background: body.background, clientId: body.clientId, locationId: body.locationId, productIds: body.productIds,
});

interface ChangeFilter {
  text: string | null;
  states: ChangeState[];
  clientIds: number[];
  changeTypeIds: number[];
  riskLevels: string[];
  dateFrom: string | null;
  dateTo: string | null;
}

function matching(store: SandboxStore, f: ChangeFilter) {
  return [...processState(store).changes.values()]
    .filter(
      (c) =>
        (!f.states.length || f.states.includes(c.state)) &&
        (!f.clientIds.length || f.clientIds.includes(c.clientId)) &&
        (!f.changeTypeIds.length || f.changeTypeIds.includes(c.changeTypeId)) &&
        (!f.riskLevels.length || f.riskLevels.includes(c.riskLevel)) &&
        (!f.dateFrom || c.endDate >= f.dateFrom) &&
        (!f.dateTo || c.startDate <= f.dateTo),
    )
    .map((c) => changeRow(store, c))
    .filter((r) => matchesText(f.text, String(r.changeId), r.name, r.changeTypeName, r.clientName, r.locationName));
}

function mustBeOpen(change: ChangeRecord, what: string) {
  if (isFinished(change.state)) refuse(409, `No se pueden agregar ${what} a un cambio en estado «${STATE_NAMES_ES[change.state]}»`);
}

export const changeHandlers: OperationHandlers = {
  createChange: ({ store, user, body }) => {
    const fields = checkChange(store, fieldsOf(body), null);
    const changeId = nextProcessId(store, 'changes');
    const change: ChangeRecord = {
      ...fields, changeId, state: 'Draft', ticketIds: [], rejectionReason: null, createdUserId: user!.userId, createdDateTime: utc(store.now),
    };
    processState(store).changes.set(changeId, change);
    return changeRow(store, change);
  },
  updateChange: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    return changeVersions.update(store, change.changeId, body.rowVersion, () => changeRow(store, change), () => {
      if (!isEditable(change.state)) refuse(409, `Un cambio en estado «${STATE_NAMES_ES[change.state]}» ya no se puede editar`, 'state');
      Object.assign(change, checkChange(store, fieldsOf(body), change));
      return changeRow(store, change);
    });
  },
  searchChanges: ({ store, body }) => {
    const rows = matching(store, body).sort((a, b) => b.startDate.localeCompare(a.startDate) || b.changeId - a.changeId);
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  getChangeById: ({ store, params }) => changeRow(store, existingChange(store, params.id)),
  moveChangeState: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    const from = change.state;
    move(store, change, body.state, 'step');
    // An amended change goes to its approvers afresh.
    if (from === 'Rejected') {
      for (const a of processState(store).approvals.values()) {
        if (a.changeId === change.changeId) Object.assign(a, { status: 'ToBeSent', sentDate: null, approvedDate: null, reason: null });
      }
    }
    return changeRow(store, change);
  },
  linkChangeToTicket: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    mustBeOpen(change, 'tickets');
    if (!store.tickets.get(body.ticketId)) refuse(404, `El ticket ${body.ticketId} no existe`, 'ticketId');
    if (!change.ticketIds.includes(body.ticketId)) change.ticketIds = [...change.ticketIds, body.ticketId];
    return changeRow(store, change);
  },
  getChangeComments: ({ store, params }) => {
    const change = existingChange(store, params.id);
    return [...processState(store).comments.values()].filter((c) => c.changeId === change.changeId).map((c) => commentRow(store, c));
  },
  addChangeComment: ({ store, user, body }) => {
    const change = existingChange(store, body.changeId);
    mustBeOpen(change, 'comentarios');
    if (/^\s/.test(body.comment) || !body.comment.trim()) refuse(422, 'El comentario no puede iniciar con espacios ni estar vacío', 'comment');
    const commentId = nextProcessId(store, 'comments');
    const comment = { commentId, changeId: change.changeId, comment: body.comment.trimEnd(), userId: user!.userId, createdDateTime: utc(store.now) };
    processState(store).comments.set(commentId, comment);
    return commentRow(store, comment);
  },
  getChangeProducts: ({ store, params }) =>
    existingChange(store, params.id).productIds.map((id) => productRow(store, id)).sort((a, b) => a.serialNumber.localeCompare(b.serialNumber)),
  getChangeProductCandidates: ({ store, query }) =>
    [...inventoryOf(store).ledger.components.values()]
      .filter((c) => c.clientId === query.clientId && (query.locationId == null || c.locationId === query.locationId))
      .filter((c) => matchesText(query.text, c.serialNumber, c.brandName, c.modelName))
      .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber))
      .slice(0, 50)
      .map((c) => productRow(store, c.productId)),
};
