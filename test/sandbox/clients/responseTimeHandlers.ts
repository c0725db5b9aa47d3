import { SandboxError, type OperationHandlers } from '../runtime';
import { rowVersions } from '../guards/rowVersion';
import type { SandboxStore } from '../store/types';
import { found, newId } from '../catalog/common';
import { serviceResponseTimes, type ServiceResponseTimeRecord } from './serviceState';

const versions = rowVersions('catalog', 'serviceResponseTimes');
const notFound = (id: number) => `El tiempo de respuesta ${id} no existe`;

function toResponseTime(store: SandboxStore, r: ServiceResponseTimeRecord) {
  return versions.stamp(store, r.id, { ...r, clientPriorityName: store.clientPriorities.get(r.clientPriorityId)?.name ?? null });
}

/** A service's response time per priority of its client (catalog.yaml ServiceResponseTimes): one per priority. */
export const responseTimeHandlers: OperationHandlers = {
  getCatalogServiceResponseTimes: ({ store, query }) => {
    found(store.services.get(query.serviceId), `El servicio ${query.serviceId} no existe`);
    return [...serviceResponseTimes(store).values()]
      .filter((r) => r.serviceId === query.serviceId)
      .map((r) => toResponseTime(store, r))
      .sort((a, b) => (a.clientPriorityName ?? '').localeCompare(b.clientPriorityName ?? '', 'es'));
  },

  getCatalogServiceResponseTimeById: ({ store, params }) => toResponseTime(store, found(serviceResponseTimes(store).get(params.id), notFound(params.id))),

  createCatalogServiceResponseTime: ({ store, body }) => {
    const service = found(store.services.get(body.serviceId), `El servicio ${body.serviceId} no existe`);
    const priority = store.clientPriorities.get(body.clientPriorityId);
    if (!priority || priority.clientId !== service.clientId) {
      throw new SandboxError(400, `La prioridad ${body.clientPriorityId} no es del cliente del servicio`, 'clientPriorityId');
    }
    const rows = serviceResponseTimes(store);
    if ([...rows.values()].some((r) => r.serviceId === service.id && r.clientPriorityId === priority.id)) {
      throw new SandboxError(409, `El servicio ya tiene un tiempo de respuesta para la prioridad ${priority.name}`, 'clientPriorityId');
    }
    const record: ServiceResponseTimeRecord = {
      id: newId(store, 'serviceResponseTimes', rows), serviceId: service.id, clientPriorityId: priority.id,
      attentionTime: body.attentionTime, expirationTime: body.expirationTime,
    };
    rows.set(record.id, record);
    return toResponseTime(store, record);
  },

  updateCatalogServiceResponseTime: ({ store, body }) => {
    const record = found(serviceResponseTimes(store).get(body.id), notFound(body.id));
    return versions.update(store, record.id, body.rowVersion, () => toResponseTime(store, record), () => {
      Object.assign(record, { attentionTime: body.attentionTime, expirationTime: body.expirationTime });
      return toResponseTime(store, record);
    });
  },

  deleteCatalogServiceResponseTime: ({ store, params }) => {
    found(serviceResponseTimes(store).get(params.id), notFound(params.id));
    serviceResponseTimes(store).delete(params.id);
    return true;
  },
};
