import { rowVersions } from '../guards/rowVersion';
import type { OperationHandlers } from '../runtime';
import type { SandboxStore, ServiceTypeRecord } from '../store/types';
import { byId, found } from './common';
import { crudCatalogue } from './crudCatalogue';
import { deleteFieldsOf, fieldListHandlers } from './fieldLists';
import { clientServiceTypeIds } from './flows';
import { closingFields } from './richState';

const toType = (t: ServiceTypeRecord) => ({
  id: t.id, name: t.name, description: t.description, isIncident: t.isIncident, closingTemplate: t.closingTemplate, enabled: t.enabled, surveyId: t.surveyId,
});
/** The versions crudCatalogue counts under the collection; the reads beside it answer a type with its own. */
const versions = rowVersions('catalog', 'serviceTypes');
const typeRow = (store: SandboxStore, t: ServiceTypeRecord) => versions.stamp(store, t.id, toType(t));
const all = (store: SandboxStore) => [...store.serviceTypes.values()].sort(byId);
const typeNotFound = (id: number) => `El tipo de servicio ${id} no existe`;

/**
 * Service types (catalog.yaml ServiceTypes) through the CRUD generator, plus the reads by client and by
 * service, the types still available to a client, the survey link and the closing fields
 * (ServiceTypeClosingFields), which go with the type when it is deleted.
 */
export const serviceTypeHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: 'serviceTypes',
    operations: {
      search: 'searchCatalogServiceTypes', create: 'createCatalogServiceType', update: 'updateCatalogServiceType',
      delete: 'deleteCatalogServiceType', get: 'getCatalogServiceTypeById',
    },
    noun: { singular: 'tipo de servicio', gender: 'm' },
    toRecord: (body) => ({
      name: body.name, description: body.description ?? body.name, isIncident: body.isIncident, closingTemplate: body.closingTemplate,
      enabled: body.enabled, surveyId: body.surveyId,
    }),
    toRow: toType,
    matches: (t, filter) => filter.isIncident == null || t.isIncident === filter.isIncident,
    inUse: (t, store) =>
      [...store.services.values()].some((s) => s.serviceTypeId === t.id) || [...store.tickets.values()].some((k) => k.serviceTypeId === t.id)
        ? `El tipo de servicio ${t.name} está en uso por servicios o tickets y no se puede eliminar`
        : null,
    deleted: (t, store) => deleteFieldsOf(store, closingFields, t.id),
  }),
  /** Without clientId every service type; with it, the types the client has services of. */
  getCatalogServiceTypes: ({ store, query }) => {
    if (!query.clientId) return all(store).map((t) => typeRow(store, t));
    found(store.clients.get(query.clientId), `El cliente ${query.clientId} no existe`);
    const ids = clientServiceTypeIds(store, query.clientId);
    return all(store).filter((t) => ids.has(t.id)).map((t) => typeRow(store, t));
  },
  getCatalogServiceTypesByService: ({ store, query }) => {
    const service = found(store.services.get(query.serviceId), `El servicio ${query.serviceId} no existe`);
    const type = store.serviceTypes.get(service.serviceTypeId);
    return type ? [typeRow(store, type)] : [];
  },
  /** Enabled types the client has no service of yet. */
  getCatalogAvailableServiceTypes: ({ store, params }) => {
    found(store.clients.get(params.id), `El cliente ${params.id} no existe`);
    const configured = clientServiceTypeIds(store, params.id);
    return all(store).filter((t) => t.enabled && !configured.has(t.id)).map((t) => typeRow(store, t));
  },
  assignCatalogServiceTypeSurvey: ({ store, params }) => {
    const record = found(store.serviceTypes.get(params.id), typeNotFound(params.id));
    record.surveyId = params.surveyId;
    // The type's edit sends surveyId back as read: a form opened before this link is stale.
    versions.touch(store, record.id);
    return typeRow(store, record);
  },
  ...fieldListHandlers({
    collection: closingFields,
    parentKey: 'serviceTypeId',
    parentName: (store, id) => store.serviceTypes.get(id)?.name,
    parentNotFound: typeNotFound,
    operations: {
      list: 'getCatalogServiceTypeClosingFields', create: 'createCatalogServiceTypeClosingField',
      update: 'updateCatalogServiceTypeClosingField', delete: 'deleteCatalogServiceTypeClosingField',
    },
  }),
};
