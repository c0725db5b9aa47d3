import type { TicketSearchFilter, TicketSortField } from '../../../src/api/tags/ticket';
import { EMPTY_FILTER } from '../../../src/domain/tickets/search/ticketListConfig';
import { createStore } from '../store/createStore';
import { searchGeneral } from './search';

// The search keeps each sort field's order between requests: these check that it follows the store.
const store = createStore({ tickets: 600 });
const user = [...store.users.values()].find((u) => u.roleCode === 'DIS')!;
const search = (sortField: TicketSortField, pageSize = 5, sortOrder: 'asc' | 'desc' = 'asc') =>
  searchGeneral(store, user, { ...EMPTY_FILTER, statusCategoryId: -5, pageNumber: 1, pageSize, sortField, sortOrder } as TicketSearchFilter);

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
});
