import fc from 'fast-check';
import { DateTime } from 'luxon';
import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi, userFor, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { advanceClock } from '../clock';
import { GENERATION_MS } from './generatedReports';
import { createStore } from '../store/createStore';
import { utc } from '../store/random';
import type { NotificationRecord, SandboxStore, TicketRecord } from '../store/types';
import { FINAL_STATUSES } from '../ticket/transitions';
import { expensesInWindow, ticketExpenses } from './expenses';
import { wireMs, type ReportWindow } from './range';
import { recidivistRows, serialsOf } from './recidivists';
import { historicalByMonth, MAJOR_PRIORITY_ID, openByStatus, remoteByMonth, ticketsInWindow } from './ticketReports';

const sandbox = setupSandbox();
const API = '/ticket/api/v1/Reports';
const DAY = 86_400_000;

/** Start of a day relative to the sandbox's today, on the wire. */
const day = (store: SandboxStore, days: number) => utc(DateTime.fromJSDate(store.now, { zone: store.timeZone }).startOf('day').plus({ days }).toJSDate());
const lastDays = (days: number) => ({ dateFrom: day(sandbox.store, -days), dateTo: day(sandbox.store, 1), clientId: null });
const page = (range: object, pageSize = 15_000) => ({ ...range, pageNumber: 1, pageSize, isExport: null });
const post = (path: string, body: unknown, as: CallOptions['as'] = 'ADM') => callApi(sandbox, 'POST', `${API}/${path}`, { as, body });

const created = (t: TicketRecord) => wireMs(t.creationDateUTC);
const inRange = (range: { dateFrom: string; dateTo: string }) => (t: TicketRecord) => created(t) >= wireMs(range.dateFrom) && created(t) < wireMs(range.dateTo);
const ids = (rows: { ticketId: number }[]) => rows.map((r) => r.ticketId).sort((a, b) => a - b);
const expectedIds = (keep: (t: TicketRecord) => boolean) => [...sandbox.store.tickets.values()].filter(keep).map((t) => t.ticketId).sort((a, b) => a - b);

describe('ticket reports', () => {
  it('lists what each report names among the tickets created in the range', async () => {
    const range = lastDays(200);
    const within = inRange(range);
    const cases: [string, (t: TicketRecord) => boolean][] = [
      ['OpenIncidents', (t) => within(t) && t.isIncident && !FINAL_STATUSES.has(t.statusId)],
      ['HistoricalIncidents', (t) => within(t) && t.isIncident],
      ['MajorIncidents', (t) => within(t) && t.isIncident && t.priorityId === MAJOR_PRIORITY_ID],
      ['RemoteWork', (t) => within(t) && t.remote],
      ['Tickets', within],
    ];
    for (const [path, keep] of cases) {
      const answer = await post(path, page(range));
      expect([path, answer.status]).toEqual([path, 200]);
      expect(ids(answer.body.data.items)).toEqual(expectedIds(keep));
      expect(answer.body.data.totalCount).toBe(expectedIds(keep).length);
    }
  });

  it('pages newest first, and the export report oldest first', async () => {
    const range = lastDays(100);
    const first = await post('HistoricalIncidents', page(range, 25));
    const dates = first.body.data.items.map((r: { creationDateUTC: string }) => r.creationDateUTC);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.data).toMatchObject({ pageNumber: 1, pageSize: 25, hasNext: first.body.data.totalCount > 25 });
    const all = (await post('Tickets', page(range))).body.data.items;
    expect(all.map((r: { creationDateUTC: string }) => r.creationDateUTC)).toEqual(all.map((r: { creationDateUTC: string }) => r.creationDateUTC).sort());
  });

  it('counts open and assigned per status, and per month created, closed, remote and on site', async () => {
    const range = lastDays(120);
    const within = inRange(range);
    const byStatus = (await post('OpenIncidents/ByStatus', range)).body.data;
    expect(byStatus.series).toEqual(['open', 'assigned']);
    for (const row of byStatus.rows) {
      const open = [...sandbox.store.tickets.values()].filter((t) => within(t) && t.isIncident && t.statusId === Number(row.key));
      expect(row.values).toEqual([open.length, open.filter((t) => t.assignedEngineerId !== null).length]);
    }
    const historical = (await post('HistoricalIncidents/ByMonth', range)).body.data;
    const remote = (await post('RemoteWork/ByMonth', range)).body.data;
    expect(historical.rows.reduce((sum: number, r: { values: number[] }) => sum + r.values[0]!, 0)).toBe(expectedIds((t) => within(t) && t.isIncident).length);
    expect(remote.rows.reduce((sum: number, r: { values: number[] }) => sum + r.values[0]! + r.values[1]!, 0)).toBe(expectedIds(within).length);
    expect(historical.rows.length).toBeGreaterThanOrEqual(4);
  });

  it('adds up the expenses of the range, per code and in all', async () => {
    const range = lastDays(90);
    const answer = (await post('Expenses', page(range))).body.data;
    const expected = ticketExpenses(sandbox.store).filter((e) => wireMs(e.expenseDate) >= wireMs(range.dateFrom) && wireMs(e.expenseDate) < wireMs(range.dateTo));
    expect(answer.totalCount).toBe(expected.length);
    expect(answer.totalAmount).toBeCloseTo(expected.reduce((sum, e) => sum + e.amount, 0), 2);
    const byCode = (await post('Expenses/ByCode', range)).body.data;
    expect(byCode.series).toEqual(['amount']);
    expect(byCode.rows.reduce((sum: number, r: { values: number[] }) => sum + r.values[0]!, 0)).toBeCloseTo(answer.totalAmount, 2);
    expect(new Set(expected.map((e) => e.kind))).toEqual(new Set(['Expense', 'Fuel', 'Tag']));
  });

  it('finds a recidivist location: a new incident within 30 days after a closed one there', async () => {
    const [closed, next] = [...sandbox.store.tickets.values()].filter((t) => t.isIncident).slice(0, 2) as [TicketRecord, TicketRecord];
    const days = LIMITS.reports.recidivistDays;
    Object.assign(closed, { statusId: 5, closedDate: day(sandbox.store, -10 - days), serialNumbers: 'SN-REINCIDE' });
    Object.assign(next, { statusId: 2, locationId: closed.locationId, clientId: closed.clientId, creationDateUTC: day(sandbox.store, -10), serialNumbers: 'SN-REINCIDE' });
    const pairOf = async () => {
      const rows = (await post('Recidivists', page(lastDays(days)))).body.data.items as { ticketId: number; closedTicketId: number; kind: string; daysAfterClosure: number }[];
      return rows.filter((r) => r.ticketId === next.ticketId && r.closedTicketId === closed.ticketId).map((r) => [r.kind, r.daysAfterClosure]);
    };
    expect(await pairOf()).toEqual([['Location', days], ['Component', days]]);
    // Closed a second earlier, the new incident comes later than the analysis covers.
    closed.closedDate = utc(new Date(wireMs(closed.closedDate!) - 1000));
    expect(await pairOf()).toEqual([]);
  });

  it('counts only what the caller may see: a client user reads its own clients', async () => {
    const user = userFor(sandbox, 'CRE');
    const range = lastDays(200);
    const answer = await post('HistoricalIncidents', page(range), 'CRE');
    expect(ids(answer.body.data.items)).toEqual(expectedIds((t) => inRange(range)(t) && t.isIncident && user.clientIds.includes(t.clientId)));
    expect((await post('HistoricalIncidents', page(range), 'ENG')).status).toBe(403);
  });

  it('refuses a range outside the rules, at each edge', async () => {
    const refused = async (range: object) => {
      const answer = await post('OpenIncidents', page(range));
      return [answer.status, answer.body.message];
    };
    const today = (days: number) => day(sandbox.store, days);
    const oldest = utc(DateTime.fromJSDate(sandbox.store.now, { zone: sandbox.store.timeZone }).startOf('day').minus(LIMITS.reports.oldest).toJSDate());
    expect((await post('OpenIncidents', page({ dateFrom: oldest, dateTo: today(1), clientId: null }))).status).toBe(200);
    expect(await refused({ dateFrom: utc(new Date(wireMs(oldest) - 1000)), dateTo: today(1), clientId: null })).toEqual([422, 'La fecha inicial no puede ser anterior a un año y un día']);
    expect(await refused({ dateFrom: today(0), dateTo: today(2), clientId: null })).toEqual([422, 'La fecha final no puede ser posterior a hoy']);
    expect(await refused({ dateFrom: today(0), dateTo: today(0), clientId: null })).toEqual([422, 'La fecha final debe ser posterior a la inicial']);
  });

  it('dashboards count per client and per service what the caller may see', async () => {
    const query = { IsWeb: true, OnlyIncidents: true };
    const byClient = (await callApi(sandbox, 'GET', '/ticket/api/v1/Dashboards/TicketsByClient', { query })).body.data;
    const incidents = [...sandbox.store.tickets.values()].filter((t) => t.isIncident);
    for (const row of byClient) expect(row.count).toBe(incidents.filter((t) => t.clientId === row.id).length);
    const byService = (await callApi(sandbox, 'GET', '/ticket/api/v1/Dashboards/TicketsByService', { query, as: 'SUP' })).body.data;
    expect(byService.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(incidents.length);
    expect(byService.map((r: { count: number }) => r.count)).toEqual(byService.map((r: { count: number }) => r.count).sort((a: number, b: number) => b - a));
  });
});

describe('generated reports', () => {
  const request = (body: object = {}) => callApi(sandbox, 'POST', '/catalog/api/v1/GeneratedReport', { as: 'SUP', body: { reportTypeId: 2, ...lastDays(365), ...body } });
  const mine = async (as: CallOptions['as'] = 'SUP') =>
    (await callApi(sandbox, 'POST', '/catalog/api/v1/GeneratedReport/SearchGeneratedReports', { as, body: { reportTypeId: null, statusId: null, pageNumber: 1, pageSize: 25, isExport: null } })).body.data.items;

  it('moves a report through its statuses on the clock, and lists only the caller\'s', async () => {
    const report = (await request()).body.data;
    expect(report).toMatchObject({ statusId: 1, reportTypeName: 'Incidentes históricos', finishedDate: null });
    advanceClock(sandbox.store, 61_000);
    expect((await mine())[0]).toMatchObject({ id: report.id, statusId: 2 });
    advanceClock(sandbox.store, 300_000);
    expect((await mine())[0]).toMatchObject({ id: report.id, statusId: 3, statusName: 'Generado y enviado por correo' });
    expect(await mine('DIS')).toEqual([]);
    const cancelled = await callApi(sandbox, 'PUT', `/catalog/api/v1/GeneratedReport/${report.id}/Cancel`, { as: 'SUP' });
    expect([cancelled.status, cancelled.body.message]).toEqual([409, `El reporte ${report.id} ya terminó (Generado y enviado por correo)`]);
  });

  it('cancels a running report, records a failed one, and refuses a range outside the rules', async () => {
    const first = (await request()).body.data;
    const second = (await request({ reportTypeId: 4 })).body.data;
    expect((await callApi(sandbox, 'PUT', `/catalog/api/v1/GeneratedReport/${first.id}/Cancel`, { as: 'SUP' })).body.data).toMatchObject({ statusId: 5, statusName: 'Cancelado por el usuario' });
    expect((await callApi(sandbox, 'PUT', `/catalog/api/v1/GeneratedReport/${second.id}/Cancel`, { as: 'DIS' })).status).toBe(404);
    const failed = await callApi(sandbox, 'POST', '/catalog/api/v1/GeneratedReport/SaveReportWithError', { as: 'SUP', body: { generatedReportId: second.id, errorMessage: 'Sin espacio' } });
    expect(failed.body.data).toMatchObject({ statusId: 4, errorMessage: 'Sin espacio' });
    expect((await request({ dateTo: day(sandbox.store, 2) })).status).toBe(422);
    expect((await callApi(sandbox, 'GET', '/catalog/api/v1/GeneratedReport/GetGeneratedReportStatus', { as: 'SUP' })).body.data).toHaveLength(5);
  });

  it('tells the user once over the hub when a report is generated, fails or is cancelled, the report\'s id in the message', async () => {
    const told: NotificationRecord[] = [];
    // Moving the clock escalates tickets too: only the reports' notices count here.
    const listen = (record: NotificationRecord) => void (record.notificationKey.startsWith('Report.') && told.push(record));
    const stop = sandbox.notifications.subscribe(listen);
    const today = DateTime.fromJSDate(sandbox.store.now, { zone: sandbox.store.timeZone });
    const supervisor = userFor(sandbox, 'SUP').userId;
    const generated = (await request()).body.data;
    const cancelled = (await request({ reportTypeId: 4 })).body.data;
    const failed = (await request({ reportTypeId: 6 })).body.data;
    await callApi(sandbox, 'PUT', `/catalog/api/v1/GeneratedReport/${cancelled.id}/Cancel`, { as: 'SUP' });
    await callApi(sandbox, 'POST', '/catalog/api/v1/GeneratedReport/SaveReportWithError', { as: 'SUP', body: { generatedReportId: failed.id, errorMessage: 'Sin espacio' } });
    advanceClock(sandbox.store, GENERATION_MS.done - 1);
    expect(told.map((n) => n.notificationKey)).toEqual(['Report.Cancelled', 'Report.Failed']);
    advanceClock(sandbox.store, 1);
    advanceClock(sandbox.store, GENERATION_MS.done);
    expect(told.map(({ notificationKey, receiverUserId, ticketId, title, message }) => ({ notificationKey, receiverUserId, ticketId, title, message }))).toEqual([
      { notificationKey: 'Report.Cancelled', receiverUserId: supervisor, ticketId: null, title: 'Reporte cancelado por el usuario', message: expect.stringMatching(new RegExp(`^El reporte \\*\\*${cancelled.id}\\*\\* \\(Reincidencias, .+\\) se canceló\\.$`)) },
      { notificationKey: 'Report.Failed', receiverUserId: supervisor, ticketId: null, title: 'No se pudo generar el reporte', message: expect.stringMatching(/falló: Sin espacio$/) },
      {
        notificationKey: 'Report.Generated', receiverUserId: supervisor, ticketId: null, title: 'Reporte generado y enviado a su correo',
        message: `El reporte **${generated.id}** (Incidentes históricos, ${today.minus({ days: 365 }).toFormat('dd/MM/yyyy')} - ${today.toFormat('dd/MM/yyyy')}) está listo para descargar.`,
      },
    ]);
    stop();
  });

  it('downloads a generated report as CSV of the report\'s rows, only its own user and only once generated', async () => {
    const report = (await request({ reportTypeId: 6, ...lastDays(90) })).body.data;
    const download = (as: CallOptions['as'] = 'SUP') => callApi(sandbox, 'GET', `/catalog/api/v1/GeneratedReport/${report.id}/Download`, { as });
    expect((await download()).status).toBe(409);
    advanceClock(sandbox.store, GENERATION_MS.done);
    expect((await download('DIS')).status).toBe(404);
    const file = await download();
    expect(file.status).toBe(200);
    const lines = (file.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^ticketId,statusId,statusName,/);
    const listed = await post('MajorIncidents', page(lastDays(90)), 'SUP');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(listed.body.data.items.map((r: { ticketId: number }) => r.ticketId));
  });
});

/** A brute-force recount of the recidivists: every pair of incidents, no index. */
function recountRecidivists(store: SandboxStore, window: ReportWindow): string[] {
  const incidents = [...store.tickets.values()].filter((t) => t.isIncident);
  const found: string[] = [];
  for (const next of incidents) {
    if (created(next) < window.from || created(next) >= window.to) continue;
    for (const closed of incidents) {
      if (closed === next || closed.closedDate === null) continue;
      const gap = created(next) - wireMs(closed.closedDate);
      if (gap <= 0 || gap > LIMITS.reports.recidivistDays * DAY) continue;
      if (closed.locationId === next.locationId) found.push(`Location-${closed.ticketId}-${next.ticketId}`);
      for (const serial of serialsOf(next)) if (serialsOf(closed).includes(serial)) found.push(`Component-${closed.ticketId}-${next.ticketId}-${serial}`);
    }
  }
  return found.sort();
}

describe('every report agrees with the tickets, whatever the seed', () => {
  it('holds for random seeds and ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 60 }), (seed, back, length) => {
        const store = createStore({ seed, tickets: 300 });
        // A few incidents share locations, so recurrences exist to be found.
        const incidents = [...store.tickets.values()].filter((t) => t.isIncident);
        incidents.slice(0, 40).forEach((t, i) => (t.locationId = incidents[i % 8]!.locationId));
        const admin = [...store.users.values()].find((u) => u.roleCode === 'ADM')!;
        const start = DateTime.fromJSDate(store.now, { zone: store.timeZone }).startOf('day').minus({ days: back });
        const window: ReportWindow = { from: start.toMillis(), to: start.plus({ days: length }).toMillis(), clientId: null };
        const tickets = ticketsInWindow(store, admin, window);
        expect(tickets.every((t) => created(t) >= window.from && created(t) < window.to)).toBe(true);
        expect(recidivistRows(store, admin, window).map((r) => r.recurrenceId).sort()).toEqual(recountRecidivists(store, window));
        const open = openByStatus(store, admin, window).rows.reduce((sum, r) => sum + r.values[0]!, 0);
        expect(open).toBe(tickets.filter((t) => t.isIncident && !FINAL_STATUSES.has(t.statusId)).length);
        expect(historicalByMonth(store, admin, window).rows.reduce((sum, r) => sum + r.values[1]!, 0)).toBe(tickets.filter((t) => t.isIncident && t.closedDate !== null).length);
        expect(remoteByMonth(store, admin, window).rows.reduce((sum, r) => sum + r.values[0]!, 0)).toBe(tickets.filter((t) => t.remote).length);
        const expenses = expensesInWindow(store, admin, window);
        expect(expenses.every((e) => wireMs(e.expenseDate) >= window.from && wireMs(e.expenseDate) < window.to && store.tickets.get(e.ticketId)!.attendDate !== null)).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
