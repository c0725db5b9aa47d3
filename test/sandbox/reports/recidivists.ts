import type { RecidivistRow } from '../../../src/api/tags/ticketReports';
import { LIMITS } from '../../../src/shared/validation/limits';
import { inScope, scopeOf } from '../ticket/access';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { wireMs, type ReportWindow } from './range';
import { ticketsInWindow } from './ticketReports';

const DAY_MS = 86_400_000;
const WINDOW_MS = LIMITS.reports.recidivistDays * DAY_MS;

/** A ticket's components: the serial numbers it names (comma separated). */
export const serialsOf = (t: TicketRecord): string[] => (t.serialNumbers ?? '').split(',').map((s) => s.trim()).filter(Boolean);

type Closure = { ticket: TicketRecord; closed: number };

function push(index: Map<string, Closure[]>, key: string, closure: Closure) {
  const list = index.get(key);
  if (list) list.push(closure);
  else index.set(key, [closure]);
}

/**
 * Every recurrence of the window (ticket.yaml searchRecidivistsReport): an incident created in the window at most
 * 30 days after the closure of another incident at the same location (kind Location) or naming one of its serial
 * numbers (kind Component), both tickets visible to the caller and of the window's client. Newest incident first.
 */
export function recidivistRows(store: SandboxStore, user: UserRecord, window: ReportWindow): RecidivistRow[] {
  const scope = scopeOf(user);
  const byLocation = new Map<string, Closure[]>();
  const bySerial = new Map<string, Closure[]>();
  for (const t of store.tickets.values()) {
    if (!t.isIncident || t.closedDate === null || !inScope(scope, t) || (window.clientId !== null && t.clientId !== window.clientId)) continue;
    const closure = { ticket: t, closed: wireMs(t.closedDate) };
    push(byLocation, String(t.locationId), closure);
    for (const serial of serialsOf(t)) push(bySerial, serial, closure);
  }
  const rows: RecidivistRow[] = [];
  for (const incident of ticketsInWindow(store, user, window, (t) => t.isIncident)) {
    const created = wireMs(incident.creationDateUTC);
    const follows = (c: Closure) => c.ticket.ticketId !== incident.ticketId && c.closed < created && created - c.closed <= WINDOW_MS;
    const add = (kind: RecidivistRow['kind'], closure: Closure, serialNumber: string | null) => {
      const location = store.locations.get(incident.locationId);
      rows.push({
        recurrenceId: `${kind}-${closure.ticket.ticketId}-${incident.ticketId}${serialNumber ? `-${serialNumber}` : ''}`,
        kind,
        clientName: store.clients.get(incident.clientId)?.name ?? '',
        locationId: incident.locationId,
        locationName: location?.name ?? '',
        serialNumber,
        closedTicketId: closure.ticket.ticketId,
        closedDate: closure.ticket.closedDate!,
        ticketId: incident.ticketId,
        creationDateUTC: incident.creationDateUTC,
        daysAfterClosure: Math.floor((created - closure.closed) / DAY_MS),
      });
    };
    const closures = (byLocation.get(String(incident.locationId)) ?? []).filter(follows).sort((a, b) => b.closed - a.closed);
    closures.forEach((c) => add('Location', c, null));
    for (const serial of serialsOf(incident)) {
      (bySerial.get(serial) ?? []).filter(follows).sort((a, b) => b.closed - a.closed).forEach((c) => add('Component', c, serial));
    }
  }
  return rows;
}
