import type { MultiTicketRow } from '../../src/api/tags/ticket';
import type { SandboxStore } from '../sandbox/store/types';

/**
 * A ticket bulk-load row the sandbox accepts: an enabled service with a project and a location of its
 * client (the bulk load's tests and the bulk guard's build on it).
 */
export function acceptedTicketRow(store: SandboxStore, rowNumber: number): MultiTicketRow {
  const service = [...store.services.values()].find((s) => s.enabled
    && [...store.projects.values()].some((p) => p.enabled && p.clientId === s.clientId)
    && [...store.locations.values()].some((l) => l.enabled && l.clientId === s.clientId))!;
  const project = [...store.projects.values()].find((p) => p.enabled && p.clientId === service.clientId)!;
  const location = [...store.locations.values()].find((l) => l.enabled && l.clientId === service.clientId)!;
  return {
    rowNumber, clientId: service.clientId, projectId: project.id, serviceTypeId: service.serviceTypeId, serviceId: service.id,
    locationId: location.id, description: `Carga masiva ${rowNumber}`, requestedByUser: 'Ana', requesterEmail: 'ana@example.com',
    urgencyId: null, impactId: null, priorityId: null, clientTicketNumber: null, remote: false, scheduled: false, startDate: null,
  };
}
