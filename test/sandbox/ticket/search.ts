import type { MyTicketsFilter, TicketListRowPage, TicketSearchFilter } from '../../../src/api/tags/ticket';
import { SandboxError } from '../runtime';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { inScope, scopeOf } from './access';
import { toListRows } from './rows';
import { sortedPage } from './sorting';
import { containsFolded, fold, idsMatching, listHas } from './text';

const DATE_PAIRS = [
  ['creationDateFromUTC', 'creationDateToUTC', 'creationDateUTC'],
  ['scheduleDateFromUTC', 'scheduleDateToUTC', 'scheduledDate'],
  ['closedDateFromUTC', 'closedDateToUTC', 'closedDate'],
  ['CancelledDateFromUTC', 'CancelledDateToUTC', 'cancelledDate'],
  ['StartDateFromUTC', 'StartDateToUTC', 'startDate'],
  ['AttendDateFromUTC', 'AttendDateToUTC', 'attendDate'],
] as const satisfies readonly (readonly [keyof TicketSearchFilter, keyof TicketSearchFilter, keyof TicketRecord])[];

type DateRange = { field: (typeof DATE_PAIRS)[number][2]; from: string | null; to: string | null };

/** Date bounds as the stored 'yyyy-MM-ddTHH:mm:ss' strings (fraction and Z dropped), inclusive. */
function dateRanges(f: TicketSearchFilter): DateRange[] {
  const ranges: DateRange[] = [];
  for (const [fromKey, toKey, field] of DATE_PAIRS) {
    const from = (f[fromKey] as string | null)?.slice(0, 19) ?? null;
    const to = (f[toKey] as string | null)?.slice(0, 19) ?? null;
    if (from !== null && to !== null && to <= from) throw new SandboxError(400, `${toKey} debe ser mayor que ${fromKey}`);
    if (from !== null || to !== null) ranges.push({ field, from, to });
  }
  return ranges;
}

function percent(value: string | null, name: string): number | null {
  if (value === null) return null;
  const parsed = Number(value.replace(',', '.'));
  if (!Number.isFinite(parsed)) throw new SandboxError(400, `${name} no es un porcentaje válido: '${value}'`);
  return parsed;
}

/** Statuses the organize-by category selects, narrowed by ticketsStatusIds (Custom: exactly them, all when empty). */
function statusMask(store: SandboxStore, user: UserRecord, f: TicketSearchFilter): Uint8Array {
  if (f.statusCategoryId === 5 && !store.permissionsOf(user).has('TicketProgrammedSearch')) {
    throw new SandboxError(403, 'No tiene permiso para consultar los tickets programados');
  }
  const picked = f.ticketsStatusIds?.length ? f.ticketsStatusIds : null;
  const mask = new Uint8Array(Math.max(64, ...store.statuses.keys()) + 1);
  const category = store.statusCategories.get(f.statusCategoryId);
  const base = f.statusCategoryId === -2 ? (picked ?? [...store.statuses.keys()]) : (category?.statusIds ?? []);
  for (const id of base) if (!picked || picked.includes(id)) mask[id] = 1;
  return mask;
}

const ticketNumber = (text: string | null) => (text === null ? null : Number(text));

/**
 * The name of a view: the resolved inputs of its predicate (catalogue filters as the ids they matched,
 * statuses as a mask), so that a catalogue write that changes what a filter selects also changes the
 * name, and two requests that select alike share one kept answer.
 */
function viewName(kind: string, inputs: object): string {
  const plain = (_key: string, value: unknown) => {
    if (value instanceof Set) return [...(value as Set<number>)].sort((a, b) => a - b);
    if (value instanceof Uint8Array) return [...value.keys()].filter((id) => value[id] === 1);
    return value;
  };
  return `${kind} ${JSON.stringify(inputs, plain)}`;
}

/**
 * The general search: every filter in one predicate, applied in one walk over the tickets. The predicate
 * reads only `inputs`, which name the view its answer is kept under.
 */
export function searchGeneral(store: SandboxStore, user: UserRecord, f: TicketSearchFilter): TicketListRowPage {
  const inputs = {
    scope: scopeOf(user),
    statuses: statusMask(store, user, f),
    dates: dateRanges(f),
    fromPercent: percent(f.fromPercent, 'fromPercent'),
    toPercent: percent(f.toPercent, 'toPercent'),
    clientNumber: f.clientNumber ? idsMatching(store.clients.values(), (c) => c.id, (c) => c.number, f.clientNumber) : null,
    clientName: f.clientName ? idsMatching(store.clients.values(), (c) => c.id, (c) => c.name, f.clientName) : null,
    serviceName: f.serviceName ? idsMatching(store.services.values(), (s) => s.id, (s) => s.name, f.serviceName) : null,
    numberService: f.numberService ? new Set([...store.services.values()].filter((s) => s.number === f.numberService).map((s) => s.id)) : null,
    locationName: f.locationName ? idsMatching(store.locations.values(), (l) => l.id, (l) => l.name, f.locationName) : null,
    comercialName: f.comercialName ? idsMatching(store.locations.values(), (l) => l.id, (l) => l.comercialName, f.comercialName) : null,
    engineers: f.assignedEngineerEmail ? idsMatching(store.users.values(), (u) => u.userId, (u) => u.email, f.assignedEngineerEmail) : null,
    partners: f.partnerIds?.length ? new Set(f.partnerIds) : null,
    serial: f.productSerialNumber ? fold(f.productSerialNumber) : null,
    clientTicket: f.clientTicketNumber ? fold(f.clientTicketNumber) : null,
    origin: f.externalOrigin ? fold(f.externalOrigin) : null,
    ticketId: ticketNumber(f.ticketId),
    projectId: f.projectId,
    serviceTypeId: f.serviceTypeId,
    serviceClassId: f.serviceClassId,
    delayClassificationId: f.delayClassificationId,
    remote: f.remote,
    external: f.External,
    externalEventId: f.externalEventId || null,
  };
  const {
    scope, statuses, dates, fromPercent, toPercent, clientNumber, clientName, serviceName, numberService, locationName, comercialName, engineers,
    partners, serial, clientTicket, origin, ticketId, projectId, serviceTypeId, serviceClassId, delayClassificationId, remote, external, externalEventId,
  } = inputs;

  const matches = (t: Readonly<TicketRecord>): boolean => {
    if (statuses[t.statusId] !== 1 || !inScope(scope, t)) return false;
    if (ticketId !== null && t.ticketId !== ticketId) return false;
    if (projectId !== null && t.projectId !== projectId) return false;
    if (serviceTypeId !== null && t.serviceTypeId !== serviceTypeId) return false;
    if (serviceClassId !== null && t.serviceClassId !== serviceClassId) return false;
    if (delayClassificationId !== null && t.delayClassificationId !== delayClassificationId) return false;
    if (remote !== null && t.remote !== remote) return false;
    if (external !== null && t.external !== external) return false;
    if (partners && !partners.has(t.partnerId)) return false;
    if (clientNumber && !clientNumber.has(t.clientId)) return false;
    if (clientName && !clientName.has(t.clientId)) return false;
    if (serviceName && !serviceName.has(t.serviceId)) return false;
    if (numberService && !numberService.has(t.serviceId)) return false;
    if (locationName && !locationName.has(t.locationId)) return false;
    if (comercialName && !comercialName.has(t.locationId)) return false;
    if (engineers && (t.assignedEngineerId === null || !engineers.has(t.assignedEngineerId))) return false;
    if (fromPercent !== null && t.ticketProgress < fromPercent) return false;
    if (toPercent !== null && t.ticketProgress > toPercent) return false;
    if (serial && !containsFolded(t.serialNumbers, serial)) return false;
    if (clientTicket && !containsFolded(t.clientTicketNumber, clientTicket)) return false;
    if (origin && !containsFolded(t.externalOrigin, origin)) return false;
    if (externalEventId && !listHas(t.externalEventId, externalEventId)) return false;
    for (let i = 0; i < dates.length; i++) {
      const range = dates[i]!;
      const value = t[range.field];
      if (value === null || (range.from !== null && value < range.from) || (range.to !== null && value > range.to)) return false;
    }
    return true;
  };

  return page(store, viewName('general', inputs), matches, f);
}

/** The caller's own tickets (assigned engineer), with the quick text filter of the mobile-style list. */
export function searchMine(store: SandboxStore, user: UserRecord, f: MyTicketsFilter): TicketListRowPage {
  const inputs = {
    userId: user.userId,
    statuses: f.ticketsStatusIds?.length ? new Set(f.ticketsStatusIds) : null,
    text: f.text ? fold(f.text) : null,
    clients: f.text ? idsMatching(store.clients.values(), (c) => c.id, (c) => c.name, f.text) : new Set<number>(),
    locations: f.text ? idsMatching(store.locations.values(), (l) => l.id, (l) => l.name, f.text) : new Set<number>(),
  };
  const { userId, statuses, text, clients, locations } = inputs;
  const matches = (t: Readonly<TicketRecord>): boolean => {
    if (t.assignedEngineerId !== userId || (statuses && !statuses.has(t.statusId))) return false;
    return !text || String(t.ticketId).includes(text) || clients.has(t.clientId) || locations.has(t.locationId) || containsFolded(t.description, text);
  };
  return page(store, viewName('mine', inputs), matches, f);
}

function page(
  store: SandboxStore, view: string, matches: (t: Readonly<TicketRecord>) => boolean,
  f: Pick<TicketSearchFilter, 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>,
): TicketListRowPage {
  const start = (f.pageNumber - 1) * f.pageSize;
  const { page: tickets, total } = sortedPage(store, view, matches, f.sortField, f.sortOrder, start, f.pageSize);
  return { items: toListRows(store, tickets), totalCount: total, pageNumber: f.pageNumber, pageSize: f.pageSize, hasNext: start + f.pageSize < total };
}
