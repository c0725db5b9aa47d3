import { acceptedTicketRow } from '../../setup/acceptedTicketRow';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox();
const URL_ = '/ticket/api/v1/Tickets/MultiTicket';

const goodRow = (rowNumber: number) => acceptedTicketRow(sandbox.store, rowNumber);

const inDays = (days: number) => new Date(sandbox.store.now.getTime() + days * 86_400_000).toISOString().slice(0, 19);

describe('saveMultiTicket (bulk load)', () => {
  it('creates every row, scheduled rows as Programmed with their start date', async () => {
    const before = sandbox.store.tickets.size;
    const rows = [goodRow(2), { ...goodRow(3), scheduled: true, startDate: inDays(3) }];
    const res = await callApi(sandbox, 'POST', URL_, { as: 'DIS', body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(true);
    expect(res.body.data.errors).toEqual([]);
    expect(sandbox.store.tickets.size).toBe(before + 2);
    const [first, second] = (res.body.data.ticketIds as number[]).map((id) => sandbox.store.tickets.get(id)!);
    expect(first!.description).toBe('Carga masiva 2');
    expect(second!.statusId).toBe(14);
    expect(second!.scheduledDate).toBe(inDays(3));
  });

  it('refuses the whole batch, listing each failing row and field, and creates nothing', async () => {
    const before = sandbox.store.tickets.size;
    const rows = [
      goodRow(2),
      { ...goodRow(3), locationId: 999_999 },
      { ...goodRow(4), scheduled: true, startDate: inDays(0) },
      { ...goodRow(5), startDate: inDays(2) },
      { ...goodRow(6), clientId: 999_999 },
    ];
    const res = await callApi(sandbox, 'POST', URL_, { as: 'ADM', body: { rows } });
    expect(res.body.data.created).toBe(false);
    expect(res.body.data.ticketIds).toEqual([]);
    const found = (res.body.data.errors as { rowNumber: number; field: string }[]).map((e) => `${e.rowNumber}:${e.field}`);
    expect(found).toEqual(expect.arrayContaining(['3:locationId', '4:startDate', '5:startDate', '6:clientId', '6:projectId']));
    expect(found.some((f) => f.startsWith('2:'))).toBe(false);
    expect(sandbox.store.tickets.size).toBe(before);
  });

  it('counts today in its own zone, as the screen counts it in the user’s', async () => {
    // 21:00 on 20 November in Mexico City, already 21 November in UTC.
    Object.assign(sandbox.store, { now: new Date('2026-11-21T03:00:00Z'), timeZone: 'America/Mexico_City' });
    const tomorrowMorning = { ...goodRow(2), scheduled: true, startDate: '2026-11-21T15:00:00' };
    const accepted = await callApi(sandbox, 'POST', URL_, { as: 'DIS', body: { rows: [tomorrowMorning] } });
    expect(accepted.body.data).toMatchObject({ created: true, errors: [] });

    const laterToday = { ...goodRow(2), scheduled: true, startDate: '2026-11-21T05:00:00' };
    const refused = await callApi(sandbox, 'POST', URL_, { as: 'DIS', body: { rows: [laterToday] } });
    expect(refused.body.data.created).toBe(false);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ rowNumber: 2, field: 'startDate', message: 'Un ticket programado no puede iniciar hoy ni antes' })]);
  });

  it('needs TicketSaveMultiTicket', async () => {
    const res = await callApi(sandbox, 'POST', URL_, { as: 'ENG', body: { rows: [goodRow(2)] } });
    expect(res.status).toBe(403);
  });
});
