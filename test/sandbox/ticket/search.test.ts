import type { TicketSearchFilter, TicketSortField } from '../../../src/api/tags/ticket';
import { EMPTY_FILTER } from '../../../src/domain/tickets/search/ticketListConfig';
import { STATUS_CATEGORY_ROWS } from '../store/catalogSeed';
import { createStore } from '../store/createStore';
import { searchGeneral } from './search';

// The search keeps each sort field's order between requests: these check that it follows the store.
const store = createStore({ tickets: 600 });
const user = [...store.users.values()].find((u) => u.roleCode === 'DIS')!;
const search = (sortField: TicketSortField, pageSize = 5, sortOrder: 'asc' | 'desc' = 'asc', pageNumber = 1, statusCategoryId = -5) =>
  searchGeneral(store, user, { ...EMPTY_FILTER, statusCategoryId, pageNumber, pageSize, sortField, sortOrder } as TicketSearchFilter);

const ACTIVE = STATUS_CATEGORY_ROWS.find((c) => c.key === 'Active')!;
const FINISHED_STATUS = STATUS_CATEGORY_ROWS.find((c) => c.key === 'Finished')!.statusIds[0]!;

/** Every page of the active view, in order, read with pages of 7 (the last one short). */
function activePages(sortField: TicketSortField, sortOrder: 'asc' | 'desc') {
  const first = search(sortField, 7, sortOrder, 1, ACTIVE.id);
  const rows = [...first.items];
  for (let page = 2; page <= Math.ceil(first.totalCount / 7); page++) rows.push(...search(sortField, 7, sortOrder, page, ACTIVE.id).items);
  return { ids: rows.map((r) => r.ticketId), rows, totalCount: first.totalCount };
}

describe('the general search over its kept sort orders', () => {
  it('moves a ticket whose sort value changed since the last answer', () => {
    const last = search('ticketProgress', 1, 'desc').items[0]!;
    expect(search('ticketProgress').items[0]!.ticketId).not.toBe(last.ticketId);
    store.tickets.get(last.ticketId)!.ticketProgress = -1;
    expect(search('ticketProgress').items[0]!.ticketId).toBe(last.ticketId);
  });

  it('counts and places a ticket added since the last answer', () => {
    const before = search('creationDateUTC');
    const copy = { ...store.tickets.get(before.items[0]!.ticketId)!, ticketId: 900_000, creationDateUTC: '2000-01-01T00:00:00' };
    store.tickets.set(copy.ticketId, copy);
    const after = search('creationDateUTC');
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.items[0]!.ticketId).toBe(900_000);
  });

  it('follows a catalogue name that changed since the last answer', () => {
    const first = search('clientName').items[0]!;
    const other = [...store.clients.values()].find((c) => c.name !== first.clientName && [...store.tickets.values()].some((t) => t.clientId === c.id))!;
    other.name = '0 primero';
    expect(search('clientName').items[0]!.clientName).toBe('0 primero');
  });

  it('shows a comment added after the last answer in the row', () => {
    const row = search('ticketId', 1).items[0]!;
    const template = store.comments[0]!;
    store.comments.push({ ...template, id: 900_001, ticketId: row.ticketId, isInternal: false, comment: 'Avance nuevo' });
    expect(search('ticketId', 1).items[0]!.comunicationAdvanceSolution.map((c) => c.comment)).toContain('Avance nuevo');
  });

  it('reads every match once, in the same order backwards when descending', () => {
    for (const field of ['creationDateUTC', 'clientName', 'assignedEngineerFullName'] as const) {
      const asc = activePages(field, 'asc');
      const desc = activePages(field, 'desc');
      expect(asc.ids).toHaveLength(asc.totalCount);
      expect(new Set(asc.ids).size).toBe(asc.totalCount);
      expect(desc.ids).toEqual([...asc.ids].reverse());
      expect(asc.rows.every((r) => ACTIVE.statusIds.includes(r.statusId))).toBe(true);
    }
    const dates = activePages('creationDateUTC', 'asc').rows.map((r) => r.creationDateUTC);
    expect(dates).toEqual([...dates].sort());
  });

  it('leaves out of the view, count and pages, a ticket whose status changed since the last answer', () => {
    const before = activePages('clientName', 'asc');
    const ticket = store.tickets.get(before.ids[3]!)!;
    ticket.statusId = FINISHED_STATUS;
    const after = activePages('clientName', 'asc');
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.ids).toEqual(before.ids.filter((id) => id !== ticket.ticketId));
  });

  it('finds a ticket added after the orders of other columns were kept, by any of them', () => {
    const before = activePages('priorityName', 'asc');
    activePages('clientName', 'asc');
    const copy = { ...store.tickets.get(before.ids[0]!)!, ticketId: 900_100 };
    store.tickets.set(copy.ticketId, copy);
    for (const field of ['priorityName', 'clientName'] as const) {
      const after = activePages(field, 'asc');
      expect(after.totalCount).toBe(before.totalCount + 1);
      expect(after.ids).toContain(900_100);
    }
  });
});

