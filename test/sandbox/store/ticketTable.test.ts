import { createStore } from './createStore';
import { WRITE_LOG_LIMIT } from './ticketTable';
import type { TicketRecord } from './types';

// The table counts writes so the search can keep answers: every way a handler writes must count.
const store = createStore({ tickets: 20 });
const table = store.tickets;
const [first, second] = [...table.keys()] as [number, number];

function counted(write: () => void) {
  const before = table.writes;
  write();
  return table.writes > before;
}

describe('the ticket table', () => {
  it('counts a field assigned, merged, defined or deleted through a ticket it handed out', () => {
    expect(counted(() => (table.get(first)!.statusId = 99))).toBe(true);
    expect(counted(() => Object.assign(table.get(first)!, { scheduledDate: '2026-01-01T00:00:00' }))).toBe(true);
    expect(counted(() => Object.defineProperty(table.get(first)!, 'workFlowName', { value: 'Flujo' }))).toBe(true);
    expect(counted(() => delete (table.get(first) as Partial<TicketRecord>).issueType)).toBe(true);
    const [fromValues] = [...table.values()];
    expect(counted(() => (fromValues!.description = 'Otra'))).toBe(true);
  });

  it('does not count a field assigned the value it already had', () => {
    const ticket = table.get(second)!;
    const { statusId } = ticket;
    expect(counted(() => (ticket.statusId = statusId))).toBe(false);
  });

  it('counts a ticket added or removed, appending to its list or making a new one', () => {
    const list = table.readOnlyList();
    expect(counted(() => table.set(900_001, { ...table.get(first)!, ticketId: 900_001 }))).toBe(true);
    expect(table.readOnlyList()).toBe(list);
    expect(list[list.length - 1]!.ticketId).toBe(900_001);
    expect(counted(() => table.delete(900_001))).toBe(true);
    expect(counted(() => table.delete(900_001))).toBe(false);
    expect(table.readOnlyList()).not.toBe(list);
    expect(table.readOnlyList().map((t) => t.ticketId)).toEqual([...table.keys()]);
  });

  it('copies a ticket set again over its number into its record, counting only the fields that changed', () => {
    const handle = table.get(second)!;
    const since = table.writes;
    table.set(second, { ...handle, clientTicketNumber: 'CL-9-NUEVO' });
    expect(handle.clientTicketNumber).toBe('CL-9-NUEVO');
    expect(table.writtenSince(['clientTicketNumber'], since)).toBe(true);
    expect(table.writtenSince(['clientId', 'statusId', 'ticketId'], since)).toBe(false);
    expect(counted(() => table.set(second, table.get(second)!))).toBe(false);
  });

  it('says which fields were written since a count, and keeps the written value', () => {
    const since = table.writes;
    table.get(second)!.ticketProgress = 42;
    expect(table.writtenSince(['ticketProgress'], since)).toBe(true);
    expect(table.writtenSince(['clientId', 'statusId'], since)).toBe(false);
    expect(table.readOnlyList().find((t) => t.ticketId === second)!.ticketProgress).toBe(42);
  });

  it('says which tickets had which fields written since a count, by their place in its list', () => {
    const since = table.writes;
    const list = table.readOnlyList();
    const slotOf = (id: number) => list.findIndex((t) => t.ticketId === id);
    table.get(first)!.ticketProgress = 7;
    Object.assign(table.get(second)!, { statusId: 99 });
    expect(table.slotsWrittenSince(since)).toEqual(new Set([slotOf(first), slotOf(second)]));
    expect(table.slotsWrittenSince(since, ['statusId'])).toEqual(new Set([slotOf(second)]));
    expect(table.slotsWrittenSince(table.writes)).toEqual(new Set());
  });

  it('forgets writes past its log, and every slot at a removal, saying so rather than answering wrongly', () => {
    const own = createStore({ tickets: 5 }).tickets;
    const [id] = [...own.keys()] as [number];
    const start = own.writes;
    for (let i = 0; i < WRITE_LOG_LIMIT; i++) own.get(id)!.ticketProgress = i + 1;
    expect(own.slotsWrittenSince(start)).toEqual(new Set([0]));
    own.get(id)!.ticketProgress = -1;
    expect(own.slotsWrittenSince(start)).toBeNull();
    expect(own.slotsWrittenSince(own.writes - 1)).toEqual(new Set([0]));

    const beforeRemoval = own.writes;
    own.delete(id);
    expect(own.slotsWrittenSince(beforeRemoval)).toBeNull();
    expect(own.slotsWrittenSince(own.writes)).toEqual(new Set());
  });
});
