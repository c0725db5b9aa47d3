import type { SandboxStore } from '../store/types';

/**
 * Ticket flows (statuses a ticket of a client and service type goes through). The store has no flow
 * configuration, so the sandbox derives it from a fixed rule the seeded data makes visible:
 * - every service type runs the field flow below;
 * - service type 32 (launch) forces remote attention: no travel (6) or on site (7), remote recovery (39) instead;
 * - incident types may also be recovered remotely (39);
 * - clients with an even id do not run the warehouse reviews (25, 43);
 * - a client only has flows for the service types it has services of.
 */
const FIELD_FLOW = [2, 3, 4, 5, 6, 7, 9, 11, 14, 17, 19, 20, 23, 25, 36, 37, 38, 42, 43, 44];

/** Service types a client has services of (its configured service types). */
export function clientServiceTypeIds(store: SandboxStore, clientId: number): Set<number> {
  const ids = new Set<number>();
  for (const s of store.services.values()) if (s.clientId === clientId) ids.add(s.serviceTypeId);
  return ids;
}

export function flowStatusIds(store: SandboxStore, serviceTypeId: number, clientId: number): number[] {
  const type = store.serviceTypes.get(serviceTypeId);
  if (!type || !clientServiceTypeIds(store, clientId).has(serviceTypeId)) return [];
  let ids = [...FIELD_FLOW];
  if (serviceTypeId === 32) ids = ids.filter((id) => id !== 6 && id !== 7);
  if (serviceTypeId === 32 || type.isIncident) ids.push(39);
  if (clientId % 2 === 0) ids = ids.filter((id) => id !== 25 && id !== 43);
  return ids;
}

/** Union of the flows of the given service type and/or client (a missing one means any). */
export function flowsUnion(store: SandboxStore, serviceTypeId: number | undefined, clientId: number | undefined): Set<number> {
  const types = serviceTypeId ? [serviceTypeId] : [...store.serviceTypes.keys()];
  const clients = clientId ? [clientId] : [...store.clients.keys()];
  const ids = new Set<number>();
  for (const t of types) for (const c of clients) for (const id of flowStatusIds(store, t, c)) ids.add(id);
  return ids;
}
