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

/** The general search: every filter in one predicate, applied in one walk over the kept sort order. */
export function searchGeneral(store: SandboxStore, user: UserRecord, f: TicketSearchFilter): TicketListRowPage {
  const scope = scopeOf(user);
  const statuses = statusMask(store, user, f);
  const dates = dateRanges(f);
  const fromPercent = percent(f.fromPercent, 'fromPercent');
  const toPercent = percent(f.toPercent, 'toPercent');
  const clientNumber = f.clientNumber && idsMatching(store.clients.values(), (c) => c.id, (c) => c.number, f.clientNumber);
  const clientName = f.clientName && idsMatching(store.clients.values(), (c) => c.id, (c) => c.name, f.clientName);
  const serviceName = f.serviceName && idsMatching(store.services.values(), (s) => s.id, (s) => s.name, f.serviceName);
  const numberService = f.numberService && new Set([...store.services.values()].filter((s) => s.number === f.numberService).map((s) => s.id));
  const locationName = f.locationName && idsMatching(store.locations.values(), (l) => l.id, (l) => l.name, f.locationName);
  const comercialName = f.comercialName && idsMatching(store.locations.values(), (l) => l.id, (l) => l.comercialName, f.comercialName);
  const engineers = f.assignedEngineerEmail && idsMatching(store.users.values(), (u) => u.userId, (u) => u.email, f.assignedEngineerEmail);
  const partners = f.partnerIds?.length ? new Set(f.partnerIds) : null;
  const serial = f.productSerialNumber && fold(f.productSerialNumber);
  const clientTicket = f.clientTicketNumber && fold(f.clientTicketNumber);
  const origin = f.externalOrigin && fold(f.externalOrigin);
  const ticketId = ticketNumber(f.ticketId);
  const { projectId, serviceTypeId, serviceClassId, delayClassificationId, remote, External: external, externalEventId } = f;

  const matches = (t: TicketRecord): boolean => {
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

  return page(store, matches, f);
}

/** The caller's own tickets (assigned engineer), with the quick text filter of the mobile-style list. */
export function searchMine(store: SandboxStore, user: UserRecord, f: MyTicketsFilter): TicketListRowPage {
  const statuses = f.ticketsStatusIds?.length ? new Set(f.ticketsStatusIds) : null;
  const text = f.text ? fold(f.text) : null;
  const clients = f.text ? idsMatching(store.clients.values(), (c) => c.id, (c) => c.name, f.text) : new Set<number>();
  const locations = f.text ? idsMatching(store.locations.values(), (l) => l.id, (l) => l.name, f.text) : new Set<number>();
  const matches = (t: TicketRecord): boolean => {
    if (t.assignedEngineerId !== user.userId || (statuses && !statuses.has(t.statusId))) return false;
    return !text || String(t.ticketId).includes(text) || clients.has(t.clientId) || locations.has(t.locationId) || containsFolded(t.description, text);
  };
  return page(store, matches, f);
}

function page(
  store: SandboxStore, matches: (t: TicketRecord) => boolean, f: Pick<TicketSearchFilter, 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>,
): TicketListRowPage {
  const start = (f.pageNumber - 1) * f.pageSize;
  const { page: tickets, total } = sortedPage(store, matches, f.sortField, f.sortOrder, start, f.pageSize);
  return { items: toListRows(store, tickets), totalCount: total, pageNumber: f.pageNumber, pageSize: f.pageSize, hasNext: start + f.pageSize < total };
}
