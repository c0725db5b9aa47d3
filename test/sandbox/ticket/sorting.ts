import type { SortOrder, TicketSortField } from '../../../src/api/tags/ticket';
import type { SandboxStore, TicketRecord } from '../store/types';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** An integer sort key per ticket; NaN for a null value, which sorts below every real key (nulls first ascending). */
type IntKey = (t: TicketRecord) => number;

interface Ranking {
  ids: number[];
  names: string[];
  /** Rank by id: an array when the ids are small, so a key is one indexed read. */
  rank: Float64Array | Map<number, number>;
}

/** Catalogue rankings per store and field, reused while the catalogue's ids and names are unchanged. */
const rankings = new WeakMap<SandboxStore, Map<TicketSortField, Ranking>>();

function ranking<T>(store: SandboxStore, field: TicketSortField, rows: Iterable<T>, id: (row: T) => number, name: (row: T) => string): Ranking {
  const list = [...rows];
  const perStore = rankings.get(store) ?? new Map<TicketSortField, Ranking>();
  rankings.set(store, perStore);
  const cached = perStore.get(field);
  if (cached && cached.ids.length === list.length && list.every((row, i) => id(row) === cached.ids[i] && name(row) === cached.names[i])) return cached;
  const sorted = [...list].sort((a, b) => collator.compare(name(a), name(b)));
  const ids = list.map(id);
  const maxId = Math.max(0, ...ids);
  let rank: Ranking['rank'];
  if (maxId < 1_000_000 && ids.every((v) => Number.isInteger(v) && v >= 0)) {
    rank = new Float64Array(maxId + 1).fill(NaN);
    sorted.forEach((row, i) => ((rank as Float64Array)[id(row)] = i));
  } else rank = new Map(sorted.map((row, i) => [id(row), i]));
  const fresh = { ids, names: list.map(name), rank };
  perStore.set(field, fresh);
  return fresh;
}

/** Rank of each row of a small table by name, so that 200,000 tickets sort on integers, not strings. */
function rankKey({ rank }: Ranking, pick: (t: TicketRecord) => number | null): IntKey {
  if (rank instanceof Map) {
    return (t) => {
      const key = pick(t);
      return key === null ? NaN : (rank.get(key) ?? NaN);
    };
  }
  return (t) => {
    const key = pick(t);
    return key === null || key < 0 || key >= rank.length ? NaN : rank[key]!;
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

/** clientTicketNumber, the one free-text sort field: ranked over the distinct values of all tickets. */
function textRankKey(store: SandboxStore): IntKey {
  const distinct = new Set<string>();
  for (const t of store.tickets.values()) if (t.clientTicketNumber !== null) distinct.add(t.clientTicketNumber);
  const ranks = new Map([...distinct].sort().map((v, i) => [v, i]));
  return (t) => (t.clientTicketNumber === null ? NaN : ranks.get(t.clientTicketNumber)!);
}

/**
 * How a field sorts: the ticket's own value it depends on, and its integer key. For a catalogue name,
 * `ranking` is the catalogue's ranking the key was made with (a new one when a name changed).
 */
interface SortKey {
  value: (t: TicketRecord) => unknown;
  key: () => IntKey;
  ranking?: Ranking;
}

function byName<T>(
  store: SandboxStore, field: TicketSortField, rows: Iterable<T>, id: (row: T) => number, name: (row: T) => string, pick: (t: TicketRecord) => number | null,
): SortKey {
  const r = ranking(store, field, rows, id, name);
  return { value: pick, ranking: r, key: () => rankKey(r, pick) };
}

const byDate = (value: (t: TicketRecord) => string | null): SortKey => ({ value, key: () => (t) => dateKey(value(t)) });

function sortKeyOf(store: SandboxStore, field: TicketSortField): SortKey {
  switch (field) {
    case 'ticketId': return { value: () => 0, key: () => () => 0 }; // the tie-break is the ticket number itself
    case 'ticketProgress': return { value: (t) => t.ticketProgress, key: () => (t) => Math.round(t.ticketProgress * 100) };
    case 'statusName': return byName(store, field, store.statuses.values(), (s) => s.id, (s) => s.name, (t) => t.statusId);
    case 'clientName': return byName(store, field, store.clients.values(), (c) => c.id, (c) => c.name, (t) => t.clientId);
    case 'projectName': return byName(store, field, store.projects.values(), (p) => p.id, (p) => p.name, (t) => t.projectId);
    case 'locationName': return byName(store, field, store.locations.values(), (l) => l.id, (l) => l.name, (t) => t.locationId);
    case 'serviceTypeName': return byName(store, field, store.serviceTypes.values(), (s) => s.id, (s) => s.name, (t) => t.serviceTypeId);
    case 'serviceName': return byName(store, field, store.services.values(), (s) => s.id, (s) => s.name, (t) => t.serviceId);
    case 'partnerName': return byName(store, field, store.partners.values(), (p) => p.id, (p) => p.name, (t) => t.partnerId);
    case 'priorityName': return byName(store, field, store.priorities.values(), (p) => p.id, (p) => p.name, (t) => t.priorityId);
    case 'assignedEngineerFullName': return byName(store, field, store.users.values(), (u) => u.userId, (u) => u.fullName, (t) => t.assignedEngineerId);
    case 'startDate': return byDate((t) => t.startDate);
    case 'scheduledDate': return byDate((t) => t.scheduledDate);
    case 'closedDate': return byDate((t) => t.closedDate);
    case 'creationDateUTC': return byDate((t) => t.creationDateUTC);
    case 'clientTicketNumber': return { value: (t) => t.clientTicketNumber, key: () => textRankKey(store) };
  }
}

/**
 * Every ticket of the store in ascending order of one field (nulls first, ties by ticket number), as
 * slots (see `Kept`), with each slot's value when it was placed; descending is the same list read
 * backwards. Slots in a typed array: a walk touches no ticket, and the collector has nothing to trace.
 */
interface KeptOrder {
  slots: Int32Array;
  values: unknown[];
  ranking: Ranking | undefined;
}

/**
 * Per store: its tickets in the store's order when last seen (a ticket's index there is its slot), each
 * field's kept order, and which slots match the current request (reused: a request allocates nothing
 * the size of the store).
 */
interface Kept {
  tickets: TicketRecord[];
  orders: Map<TicketSortField, KeptOrder>;
  matched: Uint8Array;
}

const kept = new WeakMap<SandboxStore, Kept>();

function fresh(store: SandboxStore): Kept {
  const tickets = [...store.tickets.values()];
  const state = { tickets, orders: new Map(), matched: new Uint8Array(tickets.length) };
  kept.set(store, state);
  return state;
}

/**
 * All slots ordered by the key: each becomes key * idSpan + ticket offset in a Float64Array sorted
 * natively (a comparison sort when that number would be unsafe or the ids are sparse).
 */
function buildOrder({ tickets }: Kept, sortKey: SortKey): KeptOrder {
  const key = sortKey.key();
  const n = tickets.length;
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
  const slots = new Int32Array(n);
  if ((maxKey - minKey + 1) * idSpan > Number.MAX_SAFE_INTEGER || idSpan > 16 * n) {
    const sorted = Array.from(tickets.keys()).sort((a, b) => keys[a]! - keys[b]! || tickets[a]!.ticketId - tickets[b]!.ticketId);
    slots.set(sorted);
  } else {
    const slotOfOffset = new Int32Array(idSpan);
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const offset = tickets[i]!.ticketId - minId;
      slotOfOffset[offset] = i;
      packed[i] = (keys[i]! - minKey) * idSpan + offset;
    }
    packed.sort();
    for (let i = 0; i < n; i++) slots[i] = slotOfOffset[packed[i]! % idSpan]!;
  }
  return { slots, values: tickets.map(sortKey.value), ranking: sortKey.ranking };
}

/**
 * One pass over the tickets in the store's order (they lie in memory about as they were created, so this
 * is far cheaper than visiting them in sort order): marks the slots that match and counts them, and
 * says whether a ticket's value is no longer the one the field's order placed it by.
 */
function mark({ tickets, matched }: Kept, matches: (t: TicketRecord) => boolean, value: SortKey['value'], order: KeptOrder | undefined) {
  const values = order?.values;
  const n = tickets.length;
  let total = 0, moved = !values;
  for (let slot = 0; slot < n; slot++) {
    const t = tickets[slot]!;
    if (!moved && value(t) !== values![slot]) moved = true;
    const m = matches(t) ? 1 : 0;
    matched[slot] = m;
    total += m;
  }
  return { total, moved };
}

/**
 * The matching tickets' count and one page of them, sorted by the field (ties by ticket number, both in
 * the requested direction). A ticket whose value changed, an added ticket or a renamed catalogue entry
 * rebuilds the field's order (what every request cost before it was kept).
 */
export function sortedPage(
  store: SandboxStore, matches: (t: TicketRecord) => boolean, field: TicketSortField, order: SortOrder, start: number, size: number,
): { page: TicketRecord[]; total: number } {
  const sortKey = sortKeyOf(store, field);
  let state = kept.get(store);
  // A ticket added since the slots were taken renumbers them: every field's order is taken again.
  if (!state || state.tickets.length !== store.tickets.size) state = fresh(store);
  let keptOrder = state.orders.get(field);
  if (keptOrder && keptOrder.ranking !== sortKey.ranking) keptOrder = undefined;
  const { total, moved } = mark(state, matches, sortKey.value, keptOrder);
  if (moved || !keptOrder) state.orders.set(field, (keptOrder = buildOrder(state, sortKey)));
  return { page: pageOf(state, keptOrder.slots, order === 'desc', start, size), total };
}

/** The matched slots from `start`, at most `size` of them, walking the order from the requested end. */
function pageOf({ tickets, matched }: Kept, slots: Int32Array, desc: boolean, start: number, size: number): TicketRecord[] {
  const n = slots.length;
  const page: TicketRecord[] = [];
  let seen = 0;
  for (let i = 0; i < n && page.length < size; i++) {
    const slot = slots[desc ? n - 1 - i : i]!;
    if (matched[slot] === 1 && seen++ >= start) page.push(tickets[slot]!);
  }
  return page;
}
