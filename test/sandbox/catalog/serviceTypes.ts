import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore, ServiceTypeRecord } from '../store/types';
import { assertUniqueName, byId, found, matchesEnabled, matchesText, newId, paginate } from './common';
import { clientServiceTypeIds } from './flows';

const toType = (t: ServiceTypeRecord) => ({
  id: t.id, name: t.name, description: t.description, isIncident: t.isIncident, enabled: t.enabled, surveyId: t.surveyId,
});
const all = (store: SandboxStore) => [...store.serviceTypes.values()].sort(byId);
const typeNotFound = (id: number) => `El tipo de servicio ${id} no existe`;
const DUPLICATE = 'Ya existe un tipo de servicio con ese nombre';

export const serviceTypeHandlers: OperationHandlers = {
  /** Without clientId every service type; with it, the types the client has services of. */
  getCatalogServiceTypes: ({ store, query }) => {
    if (!query.clientId) return all(store).map(toType);
    found(store.clients.get(query.clientId), `El cliente ${query.clientId} no existe`);
    const ids = clientServiceTypeIds(store, query.clientId);
    return all(store).filter((t) => ids.has(t.id)).map(toType);
  },
  getCatalogServiceTypeById: ({ store, params }) => toType(found(store.serviceTypes.get(params.id), typeNotFound(params.id))),
  searchCatalogServiceTypes: ({ store, body }) => {
    const rows = all(store).filter(
      (t) => matchesText(body.text, t.name) && matchesEnabled(body.enabled, t.enabled) && (body.isIncident == null || t.isIncident === body.isIncident),
    );
    return paginate(rows.map(toType), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  getCatalogServiceTypesByService: ({ store, query }) => {
    const service = found(store.services.get(query.serviceId), `El servicio ${query.serviceId} no existe`);
    const type = store.serviceTypes.get(service.serviceTypeId);
    return type ? [toType(type)] : [];
  },
  /** Enabled types the client has no service of yet. */
  getCatalogAvailableServiceTypes: ({ store, params }) => {
    found(store.clients.get(params.id), `El cliente ${params.id} no existe`);
    const configured = clientServiceTypeIds(store, params.id);
    return all(store).filter((t) => t.enabled && !configured.has(t.id)).map(toType);
  },
  createCatalogServiceType: ({ store, body }) => {
    assertUniqueName(store.serviceTypes.values(), body.name, null, DUPLICATE);
    const record: ServiceTypeRecord = {
      id: newId(store, 'serviceTypes', store.serviceTypes), name: body.name, description: body.description ?? body.name,
      isIncident: body.isIncident, enabled: body.enabled, surveyId: body.surveyId,
    };
    store.serviceTypes.set(record.id, record);
    return toType(record);
  },
  updateCatalogServiceType: ({ store, body }) => {
    const record = found(store.serviceTypes.get(body.id), typeNotFound(body.id));
    assertUniqueName(store.serviceTypes.values(), body.name, record.id, DUPLICATE);
    Object.assign(record, { name: body.name, description: body.description ?? body.name, isIncident: body.isIncident, enabled: body.enabled, surveyId: body.surveyId });
    return toType(record);
  },
  assignCatalogServiceTypeSurvey: ({ store, params }) => {
    const record = found(store.serviceTypes.get(params.id), typeNotFound(params.id));
    record.surveyId = params.surveyId;
    return toType(record);
  },
  deleteCatalogServiceType: ({ store, params }) => {
    const record = found(store.serviceTypes.get(params.id), typeNotFound(params.id));
    const inUse = [...store.services.values()].some((s) => s.serviceTypeId === record.id) || [...store.tickets.values()].some((t) => t.serviceTypeId === record.id);
    if (inUse) throw new SandboxError(409, `El tipo de servicio ${record.name} está en uso por servicios o tickets y no se puede eliminar`);
    store.serviceTypes.delete(record.id);
    return true;
  },
};
