import { catalogueOperations, type ShownBeside } from '../../../src/core/routes/catalogueTable';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { byId, found } from './common';
import { crudCatalogue, usedMessage, type SpanishNoun } from './crudCatalogue';
import {
  cancelationReasons, irreparableReasons, pendingReasons, pendingSerieReasons, reasonOrigins, reasons, reasonTypes, scheduledReasons, type ReasonRecord,
} from './reasonState';
import type { TypeRecord } from './richState';

/**
 * The reasons catalogue (route reasons) with its reason types and their origins, and the five reason
 * families the route reaches. Cancellation and pending reasons are also what a ticket's move to
 * 11 Cancelled or 20 PendingReason asks for (getCatalogReasonsByTicketStatus).
 */

const CANCELLED = 11;
const PENDING_REASON = 20;

const described = {
  toRecord: (body: any): Omit<TypeRecord, 'id'> => ({ name: body.name, description: body.description, enabled: body.enabled }),
  toRow: (r: TypeRecord) => ({ id: r.id, name: r.name, description: r.description, enabled: r.enabled }),
  searchFields: (r: TypeRecord) => [r.description],
};

const REASON_TYPE: SpanishNoun = { singular: 'tipo de motivo', gender: 'm' };

function toReason(store: SandboxStore, r: ReasonRecord) {
  return {
    id: r.id, name: r.name, reasonTypeId: r.reasonTypeId, reasonTypeName: reasonTypes(store).get(r.reasonTypeId)?.name ?? null,
    originId: r.originId, originName: reasonOrigins(store).get(r.originId)?.name ?? null, enabled: r.enabled,
  };
}

/** The reason type must be enabled and the origin one of that type's. */
function checkTypeAndOrigin(body: { reasonTypeId: number; originId: number }, store: SandboxStore): void {
  if (!reasonTypes(store).get(body.reasonTypeId)?.enabled) throw new SandboxError(422, `El tipo de motivo ${body.reasonTypeId} no existe o está deshabilitado`);
  if (reasonOrigins(store).get(body.originId)?.reasonTypeId !== body.reasonTypeId) {
    throw new SandboxError(422, `El origen ${body.originId} no corresponde al tipo de motivo ${body.reasonTypeId}`);
  }
}

/** The reasons a move to the status asks for: only 11 and 20 ask for one. */
function reasonsOf(store: SandboxStore, ticketStatusId: number): Map<number, TypeRecord> | null {
  if (ticketStatusId === CANCELLED) return cancelationReasons(store);
  if (ticketStatusId === PENDING_REASON) return pendingReasons(store);
  return null;
}

/** Whether the id is an enabled reason of that status (for the ticket side to validate a move). */
export function reasonFor(store: SandboxStore, ticketStatusId: number, reasonId: number): boolean {
  return reasonsOf(store, ticketStatusId)?.get(reasonId)?.enabled ?? false;
}

/** A reason family's handlers: id, name, description and enabled, as the shared catalogue entry. */
const family = (key: ShownBeside<'reasons'>, noun: string) => ({ operations: catalogueOperations(key), noun: { singular: noun, gender: 'm' } as const, ...described });

export const reasonHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: reasons, operations: { ...catalogueOperations('reasons'), get: 'getCatalogReasonById' }, noun: { singular: 'motivo', gender: 'm' },
    validate: checkTypeAndOrigin,
    toRecord: (body) => ({ name: body.name, reasonTypeId: body.reasonTypeId, originId: body.originId, enabled: body.enabled }),
    toRow: (r, store) => toReason(store, r),
    searchFields: (r, store) => [reasonTypes(store).get(r.reasonTypeId)?.name ?? null, reasonOrigins(store).get(r.originId)?.name ?? null],
  }),
  ...crudCatalogue({
    collection: reasonTypes, operations: catalogueOperations('reasonType'), noun: REASON_TYPE, ...described,
    inUse: (record, store) => {
      const count = [...reasons(store).values()].filter((r) => r.reasonTypeId === record.id).length;
      return count ? usedMessage(REASON_TYPE, record.name, count, 'motivos') : null;
    },
  }),
  ...crudCatalogue({ collection: cancelationReasons, ...family('cancelationReason', 'motivo de cancelación') }),
  ...crudCatalogue({ collection: pendingReasons, ...family('pendingReason', 'motivo de pendiente') }),
  ...crudCatalogue({ collection: scheduledReasons, ...family('scheduledReason', 'motivo de programación') }),
  ...crudCatalogue({ collection: pendingSerieReasons, ...family('pendingSerieReason', 'motivo de pendiente por serie') }),
  ...crudCatalogue({ collection: irreparableReasons, ...family('irreparableReason', 'motivo de irreparable') }),

  getCatalogReasonsByReasonType: ({ store, params }) => {
    found(reasonTypes(store).get(params.id), `El tipo de motivo ${params.id} no existe`);
    return [...reasons(store).values()].filter((r) => r.reasonTypeId === params.id).sort(byId).map((r) => rowVersions('catalog', reasons.key).stamp(store, r.id, toReason(store, r)));
  },
  getCatalogOriginsByReasonType: ({ store, params }) => {
    found(reasonTypes(store).get(params.id), `El tipo de motivo ${params.id} no existe`);
    return [...reasonOrigins(store).values()].filter((o) => o.reasonTypeId === params.id).sort(byId).map((o) => ({ ...o }));
  },
  getCatalogReasonsByTicketStatus: ({ store, params }) =>
    [...(reasonsOf(store, params.ticketStatusId)?.values() ?? [])]
      .filter((r) => r.enabled)
      .map((r) => ({ id: r.id, name: r.name, ticketStatusId: params.ticketStatusId, enabled: r.enabled }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
};
