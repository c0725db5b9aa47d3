import type { OperationHandlers } from '../runtime';
import type { ClientRecord, LocationRecord, SandboxStore, ServiceRecord, UserRecord } from '../store/types';
import { allLocations } from '../geography/locationStore';
import { found, matchesText, paginate } from './common';

/** Clients, their locations and their projects' services: what a new ticket is raised for. */

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

/** A client user (CWR, CRE) works only with their assigned clients; internal users with all of them. */
export function mayUse(user: UserRecord, client: ClientRecord): boolean {
  return client.enabled && (user.clientIds.length === 0 || user.clientIds.includes(client.id));
}

/** The client, or 404 when it does not exist or the caller may not use it (not telling which). */
function usableClient(store: SandboxStore, user: UserRecord, clientId: number): ClientRecord {
  const client = store.clients.get(clientId);
  return found(client && mayUse(user, client) ? client : null, `El cliente ${clientId} no existe`);
}

const toLocation = (l: LocationRecord) => ({
  id: l.id, clientId: l.clientId, name: l.name, comercialName: l.comercialName || null, addressFull: l.addressFull || null,
  postalCode: l.postalCode || null, municipalityName: l.municipalityName || null, countryStateName: l.countryStateName || null,
});

const toService = (s: ServiceRecord) => ({
  id: s.id, number: s.number, name: s.name, serviceTypeId: s.serviceTypeId, projectId: s.projectId, clientId: s.clientId, enabled: s.enabled,
});

export const clientHandlers: OperationHandlers = {
  getCatalogEnabledClients: ({ store, user }) =>
    [...store.clients.values()]
      .filter((c) => mayUse(user!, c))
      .sort(byName)
      .map((c) => ({ id: c.id, number: c.number, name: c.name, enabled: c.enabled })),

  getCatalogClientLocations: ({ store, user, params, query }) => {
    const client = usableClient(store, user!, params.clientId);
    // The geography service's locations (one store): one created on /ubications is offered at once.
    const rows = allLocations(store)
      .filter((l) => l.clientId === client.id && l.enabled)
      .filter((l) => matchesText(query.text, l.name, l.comercialName, l.postalCode, l.municipalityName, l.countryStateName))
      .sort(byName);
    return paginate(rows.map(toLocation), query.pageNumber ?? 1, query.pageSize ?? 20);
  },

  getCatalogProjectServices: ({ store, params, query }) => {
    const project = found(store.projects.get(params.id), `El proyecto ${params.id} no existe`);
    return [...store.services.values()]
      .filter((s) => s.projectId === project.id && s.enabled && (!query.serviceTypeId || s.serviceTypeId === query.serviceTypeId))
      .sort(byName)
      .map(toService);
  },

  getCatalogClientServices: ({ store, params }) => {
    const client = found(store.clients.get(params.clientId), `El cliente ${params.clientId} no existe`);
    return [...store.services.values()].filter((s) => s.clientId === client.id && s.enabled).sort(byName).map(toService);
  },
};
