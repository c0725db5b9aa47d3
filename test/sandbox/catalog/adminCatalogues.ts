import { catalogueOperations } from '../../../src/core/routes/catalogueTable';
import { ALSO_ALLOWED } from '../../../src/shared/validation/characters';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { ClientPriorityRecord, DescribedRecord, NamedRecord, SandboxStore, TicketRecord } from '../store/types';
import { crudCatalogue, usedMessage, type SpanishNoun } from './crudCatalogue';
import { prioritiesOfType } from './records';
import { auditTypes } from './auditTypes';
import { criticalities } from './criticalities';
import { towerTypes } from './towerTypes';
import { towerTypeInUse } from './towerCatalogues';
import { directions } from './directions';
import { serviceNames } from './serviceNames';

/** The admin catalogues of the generic catalogue screen (openapi/catalog.yaml), one crudCatalogue each, by their line of the catalogue table. */

const ticketsUsing = (store: SandboxStore, test: (t: TicketRecord) => boolean) => [...store.tickets.values()].filter(test).length;
/** The in-use refusal when tickets carry the record. */
const usedByTickets = (noun: SpanishNoun, field: 'priorityId' | 'impactId' | 'urgencyId' | 'delayClassificationId') =>
  (record: { id: number; name: string }, store: SandboxStore) => {
    const count = ticketsUsing(store, (t) => t[field] === record.id);
    return count ? usedMessage(noun, record.name, count, 'tickets') : null;
  };

/** {id, name, enabled} rows kept in NamedRecord maps, whose description repeats the name. */
const named = {
  toRecord: (body: any): Omit<NamedRecord, 'id'> => ({ name: body.name, description: body.name, enabled: body.enabled }),
  toRow: (r: NamedRecord) => ({ id: r.id, name: r.name, enabled: r.enabled }),
};
/** {id, name, description, enabled} rows. */
const described = {
  toRecord: (body: any): Omit<DescribedRecord, 'id'> => ({ name: body.name, description: body.description, enabled: body.enabled }),
  toRow: (r: DescribedRecord | NamedRecord) => ({ id: r.id, name: r.name, description: r.description, enabled: r.enabled }),
  searchFields: (r: DescribedRecord | NamedRecord) => [r.description],
};

const IMPACT: SpanishNoun = { singular: 'impacto', gender: 'm' };
const URGENCY: SpanishNoun = { singular: 'urgencia', gender: 'f' };
const PRIORITY: SpanishNoun = { singular: 'prioridad', gender: 'f' };
const DELAY: SpanishNoun = { singular: 'clasificación de retraso', gender: 'f' };
const COMMENT_TYPE: SpanishNoun = { singular: 'tipo de comentario', gender: 'm' };
const SERVICE_CLASS: SpanishNoun = { singular: 'clase de servicio', gender: 'f' };

const clientOf = (store: SandboxStore, record: ClientPriorityRecord) => store.clients.get(record.clientId)?.name ?? '';

export const adminCatalogueHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: 'impacts', operations: catalogueOperations('impact'), noun: IMPACT, ...named, inUse: usedByTickets(IMPACT, 'impactId'),
  }),
  ...crudCatalogue({
    collection: 'urgencies', operations: catalogueOperations('urgency'), noun: URGENCY, ...named, inUse: usedByTickets(URGENCY, 'urgencyId'),
  }),
  ...crudCatalogue({
    collection: 'priorities', operations: catalogueOperations('priority'), noun: PRIORITY, ...named,
    inUse: (record, store) =>
      usedByTickets(PRIORITY, 'priorityId')(record, store) ??
      (prioritiesOfType(store, 2).some((p) => p.id === record.id)
        ? `La prioridad ${record.name} está en la matriz de urgencia e impacto y no se puede eliminar`
        : null),
  }),
  ...crudCatalogue({
    collection: 'serviceClasses', operations: catalogueOperations('serviceClass'), noun: SERVICE_CLASS, ...named,
    inUse: (record, store) => {
      const services = [...store.services.values()].filter((s) => s.serviceClassId === record.id).length;
      if (services) return usedMessage(SERVICE_CLASS, record.name, services, 'servicios');
      const tickets = ticketsUsing(store, (t) => t.serviceClassId === record.id);
      return tickets ? usedMessage(SERVICE_CLASS, record.name, tickets, 'tickets') : null;
    },
  }),
  ...crudCatalogue({
    collection: 'delayClassifications', operations: catalogueOperations('clasificationTicket'), noun: DELAY, ...described,
    duplicateMessage: 'Ya existe una clasificación con ese nombre',
    inUse: usedByTickets(DELAY, 'delayClassificationId'),
  }),
  ...crudCatalogue({
    collection: 'commentTypes', operations: catalogueOperations('commentTypes'), noun: COMMENT_TYPE, ...described,
    inUse: (record, store) => {
      const count = store.comments.filter((c) => c.commentTypeId === record.id).length;
      return count ? usedMessage(COMMENT_TYPE, record.name, count, 'comentarios') : null;
    },
  }),
  ...crudCatalogue({ collection: 'categories', operations: catalogueOperations('category'), noun: { singular: 'categoría', gender: 'f' }, ...described }),
  ...crudCatalogue({
    collection: 'productConditions', operations: catalogueOperations('componentCondition'),
    noun: { singular: 'condición de componente', gender: 'f' }, ...described,
  }),
  ...crudCatalogue({
    collection: 'responsibleTypes', operations: catalogueOperations('ResponsibleType'), noun: { singular: 'tipo de responsable', gender: 'm' }, ...described,
  }),
  ...crudCatalogue({
    collection: 'warehouseTypes', operations: catalogueOperations('WarehouseType'), noun: { singular: 'tipo de almacén', gender: 'm' }, ...described,
  }),
  ...crudCatalogue({ collection: 'areas', operations: catalogueOperations('area'), noun: { singular: 'área', gender: 'f' }, ...described }),
  ...crudCatalogue({
    collection: towerTypes, operations: catalogueOperations('towerType'), noun: { singular: 'tipo de torre', gender: 'm' }, ...described, inUse: towerTypeInUse,
  }),
  ...crudCatalogue({ collection: criticalities, operations: catalogueOperations('criticality'), noun: { singular: 'criticidad', gender: 'f' }, ...described }),
  ...crudCatalogue({
    collection: 'unitMeasurements', operations: catalogueOperations('UnitsMeasurement'), noun: { singular: 'unidad de medida', gender: 'f' },
    nameAlsoAllowed: ALSO_ALLOWED.unitOfMeasure,
    toRecord: (body) => ({ name: body.name, abbreviation: body.abbreviation, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, abbreviation: r.abbreviation, enabled: r.enabled }),
    searchFields: (r) => [r.abbreviation],
  }),
  ...crudCatalogue({
    collection: directions, operations: catalogueOperations('directions'), noun: { singular: 'dirección', gender: 'f' },
    toRecord: (body) => ({ name: body.name, abbreviation: body.abbreviation, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, abbreviation: r.abbreviation, enabled: r.enabled }),
    searchFields: (r) => [r.abbreviation],
  }),
  ...crudCatalogue({
    collection: serviceNames, operations: catalogueOperations('serviceName'), noun: { singular: 'nombre de servicio', gender: 'm' },
    toRecord: (body) => ({ name: body.name, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, enabled: r.enabled }),
  }),
  ...crudCatalogue({
    collection: 'locationPriorities', operations: catalogueOperations('ubitacionPriority'), noun: { singular: 'prioridad de ubicación', gender: 'f' },
    toRecord: (body) => ({ name: body.name, hexColor: body.hexColor.toUpperCase(), enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, hexColor: r.hexColor, enabled: r.enabled }),
  }),
  ...crudCatalogue({
    collection: 'clientPriorities', operations: catalogueOperations('clientPriority'), noun: { singular: 'prioridad de cliente', gender: 'f' },
    duplicateMessage: 'Ya existe una prioridad con ese nombre para el cliente',
    validate: (body, store) => {
      if (!store.clients.get(body.clientId)?.enabled) throw new SandboxError(422, `El cliente ${body.clientId} no existe o está deshabilitado`);
    },
    sameScope: (other, candidate) => other.clientId === candidate.clientId,
    toRecord: (body) => ({ clientId: body.clientId, name: body.name, attentionHours: body.attentionHours, enabled: body.enabled }),
    toRow: (r, store) => ({
      id: r.id, clientId: r.clientId, clientName: clientOf(store, r), name: r.name, attentionHours: r.attentionHours, enabled: r.enabled,
    }),
    searchFields: (r, store) => [clientOf(store, r)],
  }),
  ...crudCatalogue({ collection: auditTypes, operations: catalogueOperations('audit'), noun: { singular: 'tipo de auditoría', gender: 'm' }, ...described }),
};

/** The state of the catalogues kept by the catalogue service itself rather than as store collections. */
export const adminCatalogueState = [towerTypes, criticalities, directions, auditTypes, serviceNames];
