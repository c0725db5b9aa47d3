import type { ReportBreakdown, TicketReportRow } from '../../../src/api/tags/ticketReports';
import { inScope, scopeOf } from '../ticket/access';
import { joinsOf } from '../ticket/rows';
import { statusName } from '../ticket/moves';
import { FINAL_STATUSES } from '../ticket/transitions';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { monthOf, monthsOf, wireMs, type ReportWindow } from './range';

/** The highest priority (Crítica): an incident of it is a major incident (ticket.yaml searchMajorIncidentsReport). */
export const MAJOR_PRIORITY_ID = 1;

/** Which tickets each ticket report lists, among those created in its range. */
export const TICKET_REPORTS = {
  open: (t: TicketRecord) => t.isIncident && !FINAL_STATUSES.has(t.statusId),
  historical: (t: TicketRecord) => t.isIncident,
  majorIncidents: (t: TicketRecord) => t.isIncident && t.priorityId === MAJOR_PRIORITY_ID,
  remoteWork: (t: TicketRecord) => t.remote,
  tickets: () => true,
} satisfies Record<string, (t: TicketRecord) => boolean>;

export type TicketReportKind = keyof typeof TICKET_REPORTS;

const newestFirst = (a: TicketRecord, b: TicketRecord) => b.creationDateUTC.localeCompare(a.creationDateUTC) || b.ticketId - a.ticketId;

/** The tickets the caller may see, of the window's client, created in the window, newest first. */
export function ticketsInWindow(store: SandboxStore, user: UserRecord, window: ReportWindow, keep: (t: TicketRecord) => boolean = () => true): TicketRecord[] {
  const scope = scopeOf(user);
  const found: TicketRecord[] = [];
  for (const t of store.tickets.values()) {
    if (!inScope(scope, t) || (window.clientId !== null && t.clientId !== window.clientId)) continue;
    const created = wireMs(t.creationDateUTC);
    if (created >= window.from && created < window.to && keep(t)) found.push(t);
  }
  return found.sort(newestFirst);
}

export function toReportRow(store: SandboxStore, t: TicketRecord): TicketReportRow {
  const j = joinsOf(store, t);
  return {
    ticketId: t.ticketId,
    statusId: t.statusId,
    statusName: statusName(store, t.statusId),
    clientName: j.client?.name ?? '',
    projectName: j.project?.name ?? '',
    serviceTypeName: j.serviceType?.name ?? '',
    serviceName: j.service?.name ?? '',
    locationName: j.location?.name ?? '',
    assignedEngineerFullName: j.engineer?.fullName ?? null,
    priorityName: store.priorities.get(t.priorityId)?.name ?? '',
    remote: t.remote,
    creationDateUTC: t.creationDateUTC,
    attendDate: t.attendDate,
    closedDate: t.closedDate,
  };
}

/** The rows of one ticket report: the exports' report reads oldest first, the others newest first. */
export function ticketReportRows(store: SandboxStore, user: UserRecord, window: ReportWindow, kind: TicketReportKind): TicketRecord[] {
  const rows = ticketsInWindow(store, user, window, TICKET_REPORTS[kind]);
  return kind === 'tickets' ? rows.reverse() : rows;
}

/** Open and assigned incidents per status, statuses in id order. */
export function openByStatus(store: SandboxStore, user: UserRecord, window: ReportWindow): ReportBreakdown {
  const counts = new Map<number, [number, number]>();
  for (const t of ticketsInWindow(store, user, window, TICKET_REPORTS.open)) {
    const row = counts.get(t.statusId) ?? [0, 0];
    row[0] += 1;
    if (t.assignedEngineerId !== null) row[1] += 1;
    counts.set(t.statusId, row);
  }
  const rows = [...counts.entries()].sort(([a], [b]) => a - b).map(([id, values]) => ({ key: String(id), label: statusName(store, id), values }));
  return { series: ['open', 'assigned'], rows };
}

/** Two counts per month of creation, every month of the window listed (zeros included). */
function byMonth(store: SandboxStore, tickets: readonly TicketRecord[], window: ReportWindow, series: [string, string], count: (t: TicketRecord) => [number, number]): ReportBreakdown {
  const counts = new Map(monthsOf(store, window).map((month): [string, [number, number]] => [month, [0, 0]]));
  for (const t of tickets) {
    const row = counts.get(monthOf(store, wireMs(t.creationDateUTC)))!;
    const [first, second] = count(t);
    row[0] += first;
    row[1] += second;
  }
  return { series, rows: [...counts.entries()].map(([key, values]) => ({ key, label: key, values })) };
}

/** Per month: incidents created, and how many of them are closed now (closedDate set). */
export const historicalByMonth = (store: SandboxStore, user: UserRecord, window: ReportWindow) =>
  byMonth(store, ticketsInWindow(store, user, window, TICKET_REPORTS.historical), window, ['created', 'closed'], (t) => [1, t.closedDate === null ? 0 : 1]);

/** Per month: tickets attended remotely and on site. */
export const remoteByMonth = (store: SandboxStore, user: UserRecord, window: ReportWindow) =>
  byMonth(store, ticketsInWindow(store, user, window), window, ['remote', 'onSite'], (t) => (t.remote ? [1, 0] : [0, 1]));
