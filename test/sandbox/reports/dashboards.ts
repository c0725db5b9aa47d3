import type { DashboardCount } from '../../../src/api/tags/ticketReports';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { inScope, scopeOf } from '../ticket/access';

/**
 * Tickets per client or per service over what the caller may see, the largest first (then by name): the reports
 * dashboard. As on the home dashboard, IsWeb false counts the caller's own assigned tickets and OnlyIncidents only
 * incidents.
 */
export function dashboardCounts(store: SandboxStore, user: UserRecord, by: 'client' | 'service', isWeb: boolean, onlyIncidents: boolean): DashboardCount[] {
  const scope = isWeb ? scopeOf(user) : ({ kind: 'engineer', userId: user.userId } as const);
  const idOf = (t: TicketRecord) => (by === 'client' ? t.clientId : t.serviceId);
  const counts = new Map<number, number>();
  for (const t of store.tickets.values()) {
    if ((onlyIncidents && !t.isIncident) || !inScope(scope, t)) continue;
    counts.set(idOf(t), (counts.get(idOf(t)) ?? 0) + 1);
  }
  // A service belongs to one client and several clients' services share a name: it is named with its client.
  const serviceName = (id: number) => {
    const service = store.services.get(id);
    return service && `${service.name} (${store.clients.get(service.clientId)?.name ?? service.clientId})`;
  };
  const nameOf = (id: number) => (by === 'client' ? store.clients.get(id)?.name : serviceName(id)) ?? String(id);
  return [...counts.entries()].map(([id, count]) => ({ id, name: nameOf(id), count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
