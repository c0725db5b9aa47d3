import type { TicketSearchFilter, TicketSortField } from '../../../src/api/tags/ticket';
import { EMPTY_FILTER } from '../../../src/domain/tickets/search/ticketListConfig';
import { STATUS_CATEGORY_ROWS } from '../store/catalogSeed';
import { createStore } from '../store/createStore';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { searchGeneral } from './search';
import { KEPT_VIEWS, keptViewCount, PLACED_AT_MOST } from './sorting';

// The search keeps each view's answer while no ticket is written: these check that a kept answer is the
// one a fresh computation gives, and that every kind of write between two identical requests shows.
const ACTIVE = STATUS_CATEGORY_ROWS.find((c) => c.key === 'Active')!;
const FINISHED_STATUS = STATUS_CATEGORY_ROWS.find((c) => c.key === 'Finished')!.statusIds[0]!;
const byRole = (store: SandboxStore, role: UserRecord['roleCode']) => [...store.users.values()].find((u) => u.roleCode === role)!;

type Ask = Partial<TicketSearchFilter> & { sortField: TicketSortField };
const ask = (store: SandboxStore, user: UserRecord, filter: Ask) =>
  searchGeneral(store, user, { ...EMPTY_FILTER, statusCategoryId: ACTIVE.id, pageNumber: 1, pageSize: 5, sortOrder: 'asc', ...filter } as TicketSearchFilter);

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** Each field's order written out plainly over the records: nulls first, ties by ticket number. */
const REFERENCE: Partial<Record<TicketSortField, (store: SandboxStore) => (a: TicketRecord, b: TicketRecord) => number>> = {
  creationDateUTC: () => (a, b) => a.creationDateUTC.localeCompare(b.creationDateUTC),
  closedDate: () => (a, b) => (a.closedDate === null ? (b.closedDate === null ? 0 : -1) : b.closedDate === null ? 1 : a.closedDate.localeCompare(b.closedDate)),
  ticketProgress: () => (a, b) => a.ticketProgress - b.ticketProgress,
  clientName: (store) => (a, b) => collator.compare(store.clients.get(a.clientId)!.name, store.clients.get(b.clientId)!.name),
};

function referenceIds(store: SandboxStore, field: TicketSortField, order: 'asc' | 'desc') {
  const compare = REFERENCE[field]!(store);
  const ids = [...store.tickets.values()]
    .filter((t) => ACTIVE.statusIds.includes(t.statusId))
    .sort((a, b) => compare(a, b) || a.ticketId - b.ticketId)
    .map((t) => t.ticketId);
  return order === 'asc' ? ids : ids.reverse();
}

describe('the kept answers of the ticket search', () => {
  it('answers every page of an unchanged view, asked again, as a fresh sort of all its tickets would', () => {
    const store = createStore({ tickets: 600 });
    const user = byRole(store, 'DIS');
    for (const field of Object.keys(REFERENCE) as TicketSortField[]) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = referenceIds(store, field, sortOrder);
        for (let round = 0; round < 2; round++) {
          const pages = Array.from({ length: Math.ceil(expected.length / 50) }, (_, i) => ask(store, user, { sortField: field, sortOrder, pageSize: 50, pageNumber: i + 1 }));
          expect(pages.flatMap((p) => p.items.map((r) => r.ticketId))).toEqual(expected);
          expect(pages[0]!.totalCount).toBe(expected.length);
        }
      }
    }
  });

  it('places tickets added after the orders were kept where a fresh sort of all tickets would', () => {
    const store = createStore({ tickets: 400 });
    const user = byRole(store, 'DIS');
    const fields = Object.keys(REFERENCE) as TicketSortField[];
    for (const field of fields) ask(store, user, { sortField: field });
    const active = [...store.tickets.values()].filter((t) => ACTIVE.statusIds.includes(t.statusId));
    // Copies whose values fall first, last and between others, in every field the reference sorts by.
    active.slice(0, 12).forEach((t, i) => {
      const ticketId = store.nextId('tickets');
      const other = active[active.length - 1 - i]!;
      store.tickets.set(ticketId, { ...t, ticketId, clientId: other.clientId, creationDateUTC: other.creationDateUTC, ticketProgress: i % 3 ? other.ticketProgress : -i, closedDate: i % 2 ? null : `2026-0${1 + (i % 9)}-15T10:00:00` });
    });
    for (const field of fields) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = referenceIds(store, field, sortOrder);
        expect(ask(store, user, { sortField: field, sortOrder, pageSize: 1000 }).items.map((r) => r.ticketId)).toEqual(expected);
      }
    }
  });

  it.each([
    ['a few', 12],
    ['more than it moves', PLACED_AT_MOST + 1],
  ])('follows %s writes and additions between identical requests as a fresh sort of all tickets would', (_kind, count) => {
    const store = createStore({ tickets: 2 * PLACED_AT_MOST + 200 });
    const user = byRole(store, 'DIS');
    const fields = Object.keys(REFERENCE) as TicketSortField[];
    for (const field of fields) for (const sortOrder of ['asc', 'desc'] as const) ask(store, user, { sortField: field, sortOrder });
    const all = [...store.tickets.values()];
    // Sort values moved to another ticket's, tickets leaving and joining the view, and copies added.
    for (let i = 0; i < count; i++) {
      const ticket = all[(i * 7) % all.length]!;
      const other = all[all.length - 1 - ((i * 3) % all.length)]!;
      if (i % 4 === 0) ticket.statusId = ACTIVE.statusIds.includes(ticket.statusId) ? FINISHED_STATUS : ACTIVE.statusIds[0]!;
      else if (i % 4 === 1) Object.assign(ticket, { ticketProgress: other.ticketProgress, clientId: other.clientId });
      else if (i % 4 === 2) Object.assign(ticket, { creationDateUTC: other.creationDateUTC, closedDate: i % 3 ? null : other.closedDate });
      else {
        const ticketId = store.nextId('tickets');
        store.tickets.set(ticketId, { ...other, ticketId, statusId: ACTIVE.statusIds[0]!, ticketProgress: i % 5 });
      }
    }
    for (const field of fields) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = referenceIds(store, field, sortOrder);
        const answer = ask(store, user, { sortField: field, sortOrder, pageSize: 1000 });
        expect(answer.items.map((r) => r.ticketId)).toEqual(expected);
        expect(answer.totalCount).toBe(expected.length);
        // A view not asked before (the same tickets under another name) is walked from the field's kept order.
        expect(ask(store, user, { sortField: field, sortOrder, pageSize: 1000, fromPercent: '0' }).items.map((r) => r.ticketId)).toEqual(expected);
      }
    }
  });

  it('leaves out a ticket whose status was written between two identical requests', () => {
    const store = createStore({ tickets: 300 });
    const user = byRole(store, 'DIS');
    const before = ask(store, user, { sortField: 'clientName' });
    store.tickets.get(before.items[0]!.ticketId)!.statusId = FINISHED_STATUS;
    const after = ask(store, user, { sortField: 'clientName' });
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.items.map((r) => r.ticketId)).toEqual([...before.items.slice(1).map((r) => r.ticketId), expect.any(Number)]);
  });

  it('shows an engineer a ticket assigned to them between two identical requests', () => {
    const store = createStore({ tickets: 300 });
    const engineer = byRole(store, 'ENG');
    const before = ask(store, engineer, { sortField: 'ticketId', pageSize: 1000 });
    const other = [...store.tickets.values()].find((t) => ACTIVE.statusIds.includes(t.statusId) && t.assignedEngineerId !== engineer.userId)!;
    Object.assign(other, { assignedEngineerId: engineer.userId });
    const after = ask(store, engineer, { sortField: 'ticketId', pageSize: 1000 });
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.items.map((r) => r.ticketId)).toContain(other.ticketId);
  });

  it('leaves out a ticket removed between two identical requests', () => {
    const store = createStore({ tickets: 300 });
    const user = byRole(store, 'DIS');
    const before = ask(store, user, { sortField: 'creationDateUTC', sortOrder: 'desc' });
    store.tickets.delete(before.items[0]!.ticketId);
    const after = ask(store, user, { sortField: 'creationDateUTC', sortOrder: 'desc' });
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.items[0]!.ticketId).toBe(before.items[1]!.ticketId);
  });

  it('follows a catalogue write that changes what a filter selects, though no ticket was written', () => {
    const store = createStore({ tickets: 300 });
    const user = byRole(store, 'DIS');
    const engineer = byRole(store, 'ENG');
    const filter = { sortField: 'ticketId', assignedEngineerEmail: 'nuevo.correo@mesadeservicio.mx' } as const;
    expect(ask(store, user, filter).totalCount).toBe(0);
    engineer.email = filter.assignedEngineerEmail;
    const theirs = [...store.tickets.values()].filter((t) => t.assignedEngineerId === engineer.userId && ACTIVE.statusIds.includes(t.statusId));
    expect(ask(store, user, filter).totalCount).toBe(theirs.length);
  });

  it('keeps one answer per view and sort column, whatever the order and page, and at most KEPT_VIEWS of them', () => {
    const store = createStore({ tickets: 300 });
    const user = byRole(store, 'DIS');
    ask(store, user, { sortField: 'clientName' });
    ask(store, user, { sortField: 'clientName', sortOrder: 'desc', pageNumber: 3 });
    expect(keptViewCount(store)).toBe(1);
    const fields: TicketSortField[] = ['ticketId', 'statusName', 'clientName', 'projectName', 'locationName', 'serviceTypeName', 'serviceName', 'startDate', 'closedDate'];
    for (const statusCategoryId of STATUS_CATEGORY_ROWS.map((c) => c.id)) for (const sortField of fields) ask(store, user, { statusCategoryId, sortField } as Ask);
    expect(STATUS_CATEGORY_ROWS.length * fields.length).toBeGreaterThan(KEPT_VIEWS);
    expect(keptViewCount(store)).toBe(KEPT_VIEWS);
  });
});
