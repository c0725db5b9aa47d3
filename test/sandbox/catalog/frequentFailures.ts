import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { byId, found } from './common';
import { crudCatalogue } from './crudCatalogue';
import { deleteFieldsOf, fieldListHandlers } from './fieldLists';
import { frequentFailureFields, frequentFailures } from './richState';

/**
 * Frequent failures (catalog.yaml FrequentFailure, route frecuentlyFailure): the failures a ticket of a
 * service type may declare, unique by name within the service type, each with an opening template and
 * its own fields (FrequentFailureFields), which go with it when it is deleted.
 */
export const frequentFailureHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: frequentFailures,
    operations: {
      search: 'searchCatalogFrequentFailures', create: 'createCatalogFrequentFailure', update: 'updateCatalogFrequentFailure', delete: 'deleteCatalogFrequentFailure',
    },
    noun: { singular: 'falla frecuente', gender: 'f' },
    duplicateMessage: 'Ya existe una falla frecuente con ese nombre para el tipo de servicio',
    sameScope: (other, candidate) => other.serviceTypeId === candidate.serviceTypeId,
    validate: (body, store) => {
      if (!store.serviceTypes.get(body.serviceTypeId)?.enabled) throw new SandboxError(422, `El tipo de servicio ${body.serviceTypeId} no existe o está deshabilitado`);
    },
    toRecord: (body) => ({ name: body.name, serviceTypeId: body.serviceTypeId, openingTemplate: body.openingTemplate, enabled: body.enabled }),
    toRow: (r, store) => ({ ...r, serviceTypeName: store.serviceTypes.get(r.serviceTypeId)?.name ?? null }),
    matches: (r, filter) => filter.serviceTypeId == null || r.serviceTypeId === filter.serviceTypeId,
    searchFields: (r, store) => [store.serviceTypes.get(r.serviceTypeId)?.name ?? null],
    deleted: (r, store) => deleteFieldsOf(store, frequentFailureFields, r.id),
  }),
  /** The enabled failures of a service type, as the ticket form offers them. */
  getCatalogFrequentFailuresByServiceType: ({ store, params }) => {
    const type = found(store.serviceTypes.get(params.id), `El tipo de servicio ${params.id} no existe`);
    return [...frequentFailures(store).values()]
      .filter((f) => f.serviceTypeId === type.id && f.enabled)
      .sort(byId)
      .map((f) => rowVersions('catalog', frequentFailures.key).stamp(store, f.id, { ...f, serviceTypeName: type.name }));
  },
  ...fieldListHandlers({
    collection: frequentFailureFields,
    parentKey: 'frequentFailureId',
    parentName: (store, id) => frequentFailures(store).get(id)?.name,
    parentNotFound: (id) => `La falla frecuente ${id} no existe`,
    operations: {
      list: 'getCatalogFrequentFailureFields', search: 'searchCatalogFrequentFailureFields', create: 'createCatalogFrequentFailureField',
      update: 'updateCatalogFrequentFailureField', delete: 'deleteCatalogFrequentFailureField',
    },
  }),
};
