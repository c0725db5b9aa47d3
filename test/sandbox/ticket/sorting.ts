import type { SortOrder, TicketSortField } from '../../../src/api/tags/ticket';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, TicketRecord } from '../store/types';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** An integer sort key per ticket; NaN for a null value, which sorts below every real key (nulls first ascending). */
type IntKey = (t: Readonly<TicketRecord>) => number;

interface Ranking {
  ids: number[];
  names: string[];
  /** Rank by id: an array when the ids are small, so a key is one indexed read. */
  rank: Float64Array | Map<number, number>;
}

/** Catalogue rankings per store and field, reused while the catalogue's ids and names are unchanged. */
export const sortRankings = serviceState('ticket', 'sortRankings', () => new Map<TicketSortField, Ranking>());

function ranking<T>(store: SandboxStore, field: TicketSortField, rows: Iterable<T>, id: (row: T) => number, name: (row: T) => string): Ranking {
  const list = [...rows];
  const perStore = sortRankings(store);
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
function rankKey({ rank }: Ranking, pick: (t: Readonly<TicketRecord>) => number | null): IntKey {
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
function textRankKey(tickets: readonly Readonly<TicketRecord>[]): IntKey {
  const distinct = new Set<string>();
  for (const t of tickets) if (t.clientTicketNumber !== null) distinct.add(t.clientTicketNumber);
  const ranks = new Map([...distinct].sort().map((v, i) => [v, i]));
  return (t) => (t.clientTicketNumber === null ? NaN : ranks.get(t.clientTicketNumber)!);
}

/**
 * How a field sorts: the ticket fields its key reads (always the ticket number, the tie-break) and the
 * key itself. For a catalogue name, `ranking` is the catalogue's ranking the key was made with (a new
 * one when a name changed).
 */
interface SortKey {
  fields: (keyof TicketRecord)[];
  key: (tickets: readonly Readonly<TicketRecord>[]) => IntKey;
  /** How two tickets compare without the key (which ranks only the values it was made over); from the key when absent. */
  compare?: Compare;
  ranking?: Ranking;
}

/** Order of two tickets by the field alone (ties: 0), nulls first. */
type Compare = (a: Readonly<TicketRecord>, b: Readonly<TicketRecord>) => number;

const compareByKey = (key: IntKey): Compare => (a, b) => {
  const x = key(a), y = key(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  return Number.isNaN(y) ? 1 : x - y;
};

/** clientTicketNumber as its rank orders it (the default sort's code-unit order), nulls first. */
const compareClientTicketNumber: Compare = ({ clientTicketNumber: x }, { clientTicketNumber: y }) =>
  x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;

function byName<T>(
  store: SandboxStore, field: TicketSortField, rows: Iterable<T>, id: (row: T) => number, name: (row: T) => string, pick: keyof TicketRecord,
): SortKey {
  const r = ranking(store, field, rows, id, name);
  return { fields: ['ticketId', pick], ranking: r, key: () => rankKey(r, (t) => t[pick] as number | null) };
}

const byDate = (field: 'startDate' | 'scheduledDate' | 'closedDate' | 'creationDateUTC'): SortKey => ({
  fields: ['ticketId', field],
  key: () => (t) => dateKey(t[field]),
});

function sortKeyOf(store: SandboxStore, field: TicketSortField): SortKey {
  switch (field) {
    case 'ticketId': return { fields: ['ticketId'], key: () => () => 0 }; // the tie-break is the ticket number itself
    case 'ticketProgress': return { fields: ['ticketId', 'ticketProgress'], key: () => (t) => Math.round(t.ticketProgress * 100) };
    case 'statusName': return byName(store, field, store.statuses.values(), (s) => s.id, (s) => s.name, 'statusId');
    case 'clientName': return byName(store, field, store.clients.values(), (c) => c.id, (c) => c.name, 'clientId');
    case 'projectName': return byName(store, field, store.projects.values(), (p) => p.id, (p) => p.name, 'projectId');
    case 'locationName': return byName(store, field, store.locations.values(), (l) => l.id, (l) => l.name, 'locationId');
    case 'serviceTypeName': return byName(store, field, store.serviceTypes.values(), (s) => s.id, (s) => s.name, 'serviceTypeId');
    case 'serviceName': return byName(store, field, store.services.values(), (s) => s.id, (s) => s.name, 'serviceId');
    case 'partnerName': return byName(store, field, store.partners.values(), (p) => p.id, (p) => p.name, 'partnerId');
    case 'priorityName': return byName(store, field, store.priorities.values(), (p) => p.id, (p) => p.name, 'priorityId');
    case 'assignedEngineerFullName': return byName(store, field, store.users.values(), (u) => u.userId, (u) => u.fullName, 'assignedEngineerId');
    case 'startDate':
    case 'scheduledDate':
    case 'closedDate':
    case 'creationDateUTC': return byDate(field);
    case 'clientTicketNumber': return { fields: ['ticketId', 'clientTicketNumber'], key: textRankKey, compare: compareClientTicketNumber };
  }
}

/**
 * Every ticket of the store in ascending order of one field (nulls first, ties by ticket number), as
 * slots (see `Kept`); descending is the same list read backwards. Slots in a typed array: a walk
 * touches no ticket, and the collector has nothing to trace. `builtAt` is the table's write count
 * when it was taken: a later write to one of the key's fields takes it again. Tickets added since
 * (slots past its length) are placed into it with `compare`.
 */
interface KeptOrder {
  slots: Int32Array;
  builtAt: number;
  ranking: Ranking | undefined;
  compare: Compare;
}

/**
 * Per store: the table's list of tickets (a ticket's index there is its slot), each field's kept order,
 * and which slots match the request being answered (reused: a miss allocates nothing the size of the
 * store but the view it keeps).
 */
interface Kept {
  tickets: readonly Readonly<TicketRecord>[];
  orders: Map<TicketSortField, KeptOrder>;
  matched: Uint8Array;
}

export const sortOrders = serviceState('ticket', 'sortOrders', (): { current: Kept | null } => ({ current: null }));

/** The store's kept state; a ticket removed since renumbers the slots (a new list), so every order is taken again. */
function keptOf(store: SandboxStore): Kept {
  const tickets = store.tickets.readOnlyList();
  const slot = sortOrders(store);
  let state = slot.current;
  if (!state || state.tickets !== tickets) slot.current = state = { tickets, orders: new Map(), matched: new Uint8Array(tickets.length) };
  if (state.matched.length < tickets.length) state.matched = new Uint8Array(tickets.length + 1024);
  return state;
}

/**
 * All slots ordered by the key: each becomes key * idSpan + ticket offset in a Float64Array sorted
 * natively (a comparison sort when that number would be unsafe or the ids are sparse).
 */
function buildOrder(store: SandboxStore, { tickets }: Kept, sortKey: SortKey): KeptOrder {
  const key = sortKey.key(tickets);
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
  return { slots, builtAt: store.tickets.writes, ranking: sortKey.ranking, compare: sortKey.compare ?? compareByKey(key) };
}

/**
 * Tickets added or written since an order or a view was taken, up to which they are moved within it
 * (each found, taken out and placed again) rather than it taken again.
 */
export const PLACED_AT_MOST = 256;

/**
 * The field's kept order: taken again when a catalogue name it ranks by changed, or when more tickets
 * changed than are worth moving; tickets whose value of the field was written since are moved, and those
 * added since are placed into it.
 */
function orderOf(store: SandboxStore, state: Kept, field: TicketSortField, sortKey: SortKey): KeptOrder {
  let order = state.orders.get(field);
  const { tickets } = state;
  const moved = order && store.tickets.writtenSince(sortKey.fields, order.builtAt) ? store.tickets.slotsWrittenSince(order.builtAt, sortKey.fields) : new Set<number>();
  if (!order || order.ranking !== sortKey.ranking || !moved || moved.size + tickets.length - order.slots.length > PLACED_AT_MOST) {
    state.orders.set(field, (order = buildOrder(store, state, sortKey)));
    return order;
  }
  if (moved.size === 0 && order.slots.length === tickets.length) return order;
  let n = order.slots.length;
  const slots = new Int32Array(tickets.length);
  slots.set(order.slots);
  for (const slot of moved) if (slot < order.slots.length) n = takeOut(slots, n, slot);
  for (const slot of moved) if (slot < order.slots.length) n = placeInto(slots, n, tickets, order.compare, slot);
  for (let slot = order.slots.length; slot < tickets.length; slot++) n = placeInto(slots, n, tickets, order.compare, slot);
  Object.assign(order, { slots, builtAt: store.tickets.writes });
  return order;
}

/** Removes `slot` from the first `n` of `slots` where it is; the new count. */
function takeOut(slots: Int32Array, n: number, slot: number): number {
  const at = slots.subarray(0, n).indexOf(slot);
  if (at < 0) return n;
  slots.copyWithin(at, at + 1, n);
  return n - 1;
}

/** Places `slot` into the first `n` of `slots` (sorted), after every ticket it does not sort before; the new count. */
function placeInto(slots: Int32Array, n: number, tickets: readonly Readonly<TicketRecord>[], compare: Compare, slot: number): number {
  const placed = tickets[slot]!;
  let low = 0, high = n;
  while (low < high) {
    const mid = (low + high) >> 1;
    const other = tickets[slots[mid]!]!;
    if ((compare(other, placed) || other.ticketId - placed.ticketId) > 0) high = mid;
    else low = mid + 1;
  }
  slots.copyWithin(low + 1, low, n);
  slots[low] = slot;
  return n + 1;
}

/**
 * One view's answer: the slots of its matching tickets in ascending order of the field, as they were at
 * the table's write count `writes` over its list `tickets` of `size` tickets, sorted by `ranking`.
 */
interface KeptView {
  writes: number;
  tickets: readonly Readonly<TicketRecord>[];
  size: number;
  ranking: Ranking | undefined;
  slots: Int32Array;
}

/** Views kept per store, least recently asked first: one is at most 4 bytes a ticket. */
export const KEPT_VIEWS = 8;

export const sortViews = serviceState('ticket', 'sortViews', () => new Map<string, KeptView>());

export const keptViewCount = (store: SandboxStore) => sortViews(store).size;

/**
 * One pass over the tickets in the store's order (they lie in memory about as they were created, so
 * this is far cheaper than visiting them in sort order) marks the matching slots; a walk of the order
 * then lists them sorted.
 */
function matchingInOrder({ tickets, matched }: Kept, order: KeptOrder, matches: (t: Readonly<TicketRecord>) => boolean): Int32Array {
  const n = tickets.length;
  let total = 0;
  for (let slot = 0; slot < n; slot++) {
    const m = matches(tickets[slot]!) ? 1 : 0;
    matched[slot] = m;
    total += m;
  }
  const slots = new Int32Array(total);
  for (let i = 0, found = 0; found < total; i++) {
    const slot = order.slots[i]!;
    if (matched[slot] === 1) slots[found++] = slot;
  }
  return slots;
}

/**
 * The matching tickets' count and one page of them, sorted by the field (ties by ticket number, both in
 * the requested direction). `view` names what `matches` selects (equal names, equal predicates): while
 * no ticket was written, the view's answer is kept and a page is a slice of it.
 */
export function sortedPage(
  store: SandboxStore, view: string, matches: (t: Readonly<TicketRecord>) => boolean, field: TicketSortField, order: SortOrder, start: number, size: number,
): { page: Readonly<TicketRecord>[]; total: number } {
  const sortKey = sortKeyOf(store, field);
  const state = keptOf(store);
  const perStore = sortViews(store);
  const name = `${field} ${view}`;
  const kept = perStore.get(name);
  perStore.delete(name);
  let answer = kept && kept.ranking === sortKey.ranking && kept.tickets === state.tickets ? caughtUp(store, state, kept, sortKeyCompare(store, state, field, sortKey), matches) : null;
  if (!answer) {
    const slots = matchingInOrder(state, orderOf(store, state, field, sortKey), matches);
    answer = { writes: store.tickets.writes, tickets: state.tickets, size: state.tickets.length, ranking: sortKey.ranking, slots };
  }
  perStore.set(name, answer);
  if (perStore.size > KEPT_VIEWS) perStore.delete(perStore.keys().next().value!);
  return { page: pageOf(state.tickets, answer.slots, order === 'desc', start, size), total: answer.slots.length };
}

/** How the field's kept order compares two tickets (the order is taken first if there is none). */
function sortKeyCompare(store: SandboxStore, state: Kept, field: TicketSortField, sortKey: SortKey): Compare {
  const order = state.orders.get(field);
  return (order && order.ranking === sortKey.ranking ? order : orderOf(store, state, field, sortKey)).compare;
}

/**
 * A kept answer brought up to the table's latest write without a pass over every ticket: each ticket
 * written or added since is taken out of it and, if it matches now, placed where it sorts. Null when
 * too much changed, or the table no longer remembers that far back.
 */
function caughtUp(
  store: SandboxStore, { tickets }: Kept, answer: KeptView, compare: Compare, matches: (t: Readonly<TicketRecord>) => boolean,
): KeptView | null {
  if (answer.writes === store.tickets.writes) return answer;
  const changed = store.tickets.slotsWrittenSince(answer.writes);
  if (!changed) return null;
  for (let slot = answer.size; slot < tickets.length; slot++) changed.add(slot);
  if (changed.size > PLACED_AT_MOST) return null;
  const slots = new Int32Array(answer.slots.length + changed.size);
  slots.set(answer.slots);
  let n = answer.slots.length;
  for (const slot of changed) if (slot < answer.size) n = takeOut(slots, n, slot);
  for (const slot of changed) if (matches(tickets[slot]!)) n = placeInto(slots, n, tickets, compare, slot);
  return { writes: store.tickets.writes, tickets, size: tickets.length, ranking: answer.ranking, slots: slots.subarray(0, n) };
}

/** The view's tickets from `start`, at most `size` of them, read from the requested end. */
function pageOf(tickets: readonly Readonly<TicketRecord>[], slots: Int32Array, desc: boolean, start: number, size: number) {
  const n = slots.length;
  const page: Readonly<TicketRecord>[] = [];
  for (let i = start; i < n && i < start + size; i++) page.push(tickets[slots[desc ? n - 1 - i : i]!]!);
  return page;
}
