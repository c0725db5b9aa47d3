import type { SortOrder, TicketSortField } from '../../../src/api/tags/ticket';
import type { SandboxStore, TicketRecord } from '../store/types';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** An integer sort key per ticket; NaN for a null value, which sorts below every real key (nulls first ascending). */
type IntKey = (t: TicketRecord) => number;

/** Rank of each row of a small table by name, so that 200,000 tickets sort on integers, not strings. */
function rankKey<T>(rows: Iterable<T>, id: (row: T) => number, name: (row: T) => string, pick: (t: TicketRecord) => number | null): IntKey {
  const sorted = [...rows].sort((a, b) => collator.compare(name(a), name(b)));
  const rank = new Map(sorted.map((row, i) => [id(row), i]));
  return (t) => {
    const key = pick(t);
    return key === null ? NaN : (rank.get(key) ?? NaN);
  };
}

function digits(value: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) n = n * 10 + value.charCodeAt(i) - 48;
  return n;
}

/**
 * 'yyyy-MM-ddTHH:mm:ss' as one integer that orders like the date (each part below its multiplier),
 * read from the characters: no Date object, no string allocation.
 */
function dateKey(value: string | null): number {
  if (value === null) return NaN;
  const ymd = (digits(value, 0, 4) * 13 + digits(value, 5, 2)) * 32 + digits(value, 8, 2);
  return ((ymd * 24 + digits(value, 11, 2)) * 60 + digits(value, 14, 2)) * 60 + digits(value, 17, 2);
}

/**
 * clientTicketNumber, the one free-text sort field: ranked over the distinct values of all tickets,
 * kept per store and rebuilt when a value is missing (a new or edited ticket); stale entries do no harm.
 */
const textRanks = new WeakMap<SandboxStore, Map<string, number>>();

function textRankKey(store: SandboxStore, tickets: TicketRecord[]): IntKey {
  let rank = textRanks.get(store);
  if (!rank || tickets.some((t) => t.clientTicketNumber !== null && !rank!.has(t.clientTicketNumber))) {
    const distinct = new Set<string>();
    for (const t of store.tickets.values()) if (t.clientTicketNumber !== null) distinct.add(t.clientTicketNumber);
    rank = new Map([...distinct].sort().map((v, i) => [v, i]));
    textRanks.set(store, rank);
  }
  const ranks = rank;
  return (t) => (t.clientTicketNumber === null ? NaN : ranks.get(t.clientTicketNumber)!);
}

function keyFor(store: SandboxStore, field: TicketSortField, tickets: TicketRecord[]): IntKey {
  switch (field) {
    case 'ticketId': return () => 0; // the tie-break is the ticket number itself
    case 'ticketProgress': return (t) => Math.round(t.ticketProgress * 100);
    case 'statusName': return rankKey(store.statuses.values(), (s) => s.id, (s) => s.name, (t) => t.statusId);
    case 'clientName': return rankKey(store.clients.values(), (c) => c.id, (c) => c.name, (t) => t.clientId);
    case 'projectName': return rankKey(store.projects.values(), (p) => p.id, (p) => p.name, (t) => t.projectId);
    case 'locationName': return rankKey(store.locations.values(), (l) => l.id, (l) => l.name, (t) => t.locationId);
    case 'serviceTypeName': return rankKey(store.serviceTypes.values(), (s) => s.id, (s) => s.name, (t) => t.serviceTypeId);
    case 'serviceName': return rankKey(store.services.values(), (s) => s.id, (s) => s.name, (t) => t.serviceId);
    case 'partnerName': return rankKey(store.partners.values(), (p) => p.id, (p) => p.name, (t) => t.partnerId);
    case 'priorityName': return rankKey(store.priorities.values(), (p) => p.id, (p) => p.name, (t) => t.priorityId);
    case 'assignedEngineerFullName': return rankKey(store.users.values(), (u) => u.userId, (u) => u.fullName, (t) => t.assignedEngineerId);
    case 'startDate': return (t) => dateKey(t.startDate);
    case 'scheduledDate': return (t) => dateKey(t.scheduledDate);
    case 'closedDate': return (t) => dateKey(t.closedDate);
    case 'creationDateUTC': return (t) => dateKey(t.creationDateUTC);
    case 'clientTicketNumber': return textRankKey(store, tickets);
  }
}

/**
 * Sorts the matches by the field (ties by ticket number, both in the requested direction) and
 * answers one page. Each ticket becomes one number, key * idSpan + ticket offset, in a Float64Array
 * sorted natively: no comparator calls and no per-ticket objects.
 */
export function sortedPage(store: SandboxStore, tickets: TicketRecord[], field: TicketSortField, order: SortOrder, start: number, size: number): TicketRecord[] {
  const n = tickets.length;
  if (n === 0 || start >= n) return [];
  const key = keyFor(store, field, tickets);
  const keys = new Float64Array(n);
  let minKey = Infinity, maxKey = -Infinity, minId = Infinity, maxId = -Infinity;
  for (let i = 0; i < n; i++) {
    const t = tickets[i]!;
    const k = key(t);
    keys[i] = k;
    if (k < minKey) minKey = k; // false for NaN
    if (k > maxKey) maxKey = k;
    if (t.ticketId < minId) minId = t.ticketId;
    if (t.ticketId > maxId) maxId = t.ticketId;
  }
  // Nulls take the key just below the smallest real one, so the packed numbers stay small.
  if (minKey === Infinity) minKey = maxKey = 0;
  minKey -= 1;
  for (let i = 0; i < n; i++) if (Number.isNaN(keys[i]!)) keys[i] = minKey;
  const idSpan = maxId - minId + 1;
  const desc = order === 'desc';
  if ((maxKey - minKey + 1) * idSpan > Number.MAX_SAFE_INTEGER) return comparedPage(tickets, keys, desc ? -1 : 1, start, size);
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const id = tickets[i]!.ticketId;
    packed[i] = desc ? (maxKey - keys[i]!) * idSpan + (maxId - id) : (keys[i]! - minKey) * idSpan + (id - minId);
  }
  packed.sort();
  const page: TicketRecord[] = [];
  for (let i = start; i < Math.min(n, start + size); i++) {
    const offset = packed[i]! % idSpan;
    page.push(store.tickets.get(desc ? maxId - offset : minId + offset)!);
  }
  return page;
}

/** Fallback when the keys are too wide to pack exactly: a comparator sort of the positions. */
function comparedPage(tickets: TicketRecord[], keys: Float64Array, dir: number, start: number, size: number): TicketRecord[] {
  const positions = Array.from(tickets.keys());
  positions.sort((a, b) => dir * (keys[a]! - keys[b]! || tickets[a]!.ticketId - tickets[b]!.ticketId));
  return positions.slice(start, start + size).map((i) => tickets[i]!);
}
