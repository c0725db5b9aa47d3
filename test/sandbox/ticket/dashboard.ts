import type { TicketStatusCategoryCount } from '../../../src/api/tags/ticket';
import type { SandboxStore, UserRecord } from '../store/types';
import { inScope, scopeOf } from './access';

/**
 * Tickets per status category, over the tickets the caller may see. The mobile app (IsWeb false)
 * counts only the caller's own assigned tickets; OnlyIncidents counts only incidents. Custom (-2)
 * has no statuses of its own, so it counts every visible ticket (like an empty custom pick).
 */
export function dashboardOf(store: SandboxStore, user: UserRecord, isWeb: boolean, onlyIncidents: boolean): TicketStatusCategoryCount[] {
  const categories = [...store.statusCategories.values()];
  const size = Math.max(64, ...store.statuses.keys()) + 1;
  const perStatus = new Float64Array(size);
  const scope = isWeb ? scopeOf(user) : ({ kind: 'engineer', userId: user.userId } as const);
  let total = 0;
  for (const t of store.tickets.values()) {
    if ((onlyIncidents && !t.isIncident) || !inScope(scope, t)) continue;
    perStatus[t.statusId]! += 1;
    total += 1;
  }
  return categories.map((c) => ({
    statusCategoryId: c.id,
    statusCategoryName: c.name,
    count: c.statusIds.length === 0 ? total : c.statusIds.reduce((sum, id) => sum + (perStatus[id] ?? 0), 0),
  }));
}
