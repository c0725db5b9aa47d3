import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { advanceClock } from '../clock';
import { utc } from '../store/random';
import type { TicketRecord } from '../store/types';
import { DEMO_USERS } from '../store/createStore';
import { escalationRules } from './escalations';
import { FINAL_STATUSES } from './transitions';

const sandbox = setupSandbox({ tickets: 300 });
const MINUTE = 60_000;
const PENDING_ASSIGNMENT = 2;
const ON_HOLD = 3;
const DISPATCHER = 2;
const SUPERVISOR = 3;

const ticketApi = (method: string, body?: unknown) => callApi(sandbox, method, '/ticket/api/v1/Escalations', { body });
const escalationsOf = (userId: number, ticketId: number) =>
  [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === userId && n.notificationKey === 'Ticket.Escalation' && n.ticketId === ticketId);

/** The ticket enters a status now, as a status move records it (its logbook's entry). */
function enter(ticket: TicketRecord, statusId: number): void {
  ticket.statusId = statusId;
  sandbox.store.logbook.push({
    id: sandbox.store.nextId('logbook'), ticketId: ticket.ticketId, statusId, previousStatusId: null, comment: null, createdUserId: 1,
    createdDateTime: utc(sandbox.store.now),
  });
}

const openTickets = () => [...sandbox.store.tickets.values()].filter((t) => t.clientId === 1 && !FINAL_STATUSES.has(t.statusId));
const rule = (change: Record<string, unknown> = {}) => ({
  name: 'Pendientes sin asignar', clientId: 1, serviceId: null, criticalityId: null, statusId: PENDING_ASSIGNMENT, measure: 'TimeInStatus', enabled: true,
  levels: [{ level: 1, threshold: 30, userIds: [DISPATCHER] }, { level: 2, threshold: 60, userIds: [SUPERVISOR] }], ...change,
});

describe('escalations in the sandbox', () => {
  it('refuses a rule the schema allows but the service does not, naming the field', async () => {
    const withoutStatus = await ticketApi('POST', rule({ statusId: null }));
    expect([withoutStatus.status, withoutStatus.body.detail]).toEqual([400, 'statusId']);
    const shrinking = await ticketApi('POST', rule({ levels: [{ level: 1, threshold: 30, userIds: [2] }, { level: 2, threshold: 30, userIds: [3] }] }));
    expect([shrinking.status, shrinking.body.detail]).toEqual([400, 'levels[1].threshold']);
    const overSla = await ticketApi('POST', rule({ measure: 'SlaSpent', statusId: null, levels: [{ level: 1, threshold: LIMITS.escalations.slaPercentMax + 1, userIds: [2] }] }));
    expect([overSla.status, overSla.body.detail]).toEqual([400, 'levels[0].threshold']);
  });

  it('starts with rules an administrator would have set, on clients other than 1, none ringing a demo user', async () => {
    const seeded = [...escalationRules(sandbox.store).values()];
    expect(seeded.length).toBeGreaterThan(0);
    for (const rule of seeded) {
      expect(rule.clientId).not.toBe(1);
      // The service accepts each as it stands (a rename keeps the rule otherwise whole).
      const saved = await ticketApi('PUT', { ...rule, name: `${rule.name} (revisada)`, rowVersion: 1 });
      expect(saved.status).toBe(200);
      expect(rule.levels.flatMap((l) => l.userIds).every((id) => id > DEMO_USERS.length)).toBe(true);
    }
  });

  it('searches the rules by client, criticality (a rule for every one included), state and name', async () => {
    escalationRules(sandbox.store).clear();
    await ticketApi('POST', rule({ name: 'Crítica sin asignar', criticalityId: 1 }));
    await ticketApi('POST', rule({ name: 'Todas las criticidades' }));
    await ticketApi('POST', rule({ name: 'Pausada', clientId: 2, enabled: false }));
    const search = async (change: Record<string, unknown>) => {
      const body = { text: null, clientId: null, criticalityId: null, enabled: null, pageNumber: 1, pageSize: 25, isExport: null, ...change };
      const answer = await callApi(sandbox, 'POST', '/ticket/api/v1/Escalations/GeneralSearch', { body });
      return answer.body.data.items.map((r: { name: string }) => r.name);
    };
    expect(await search({ clientId: 1, criticalityId: 2 })).toEqual(['Todas las criticidades']);
    expect(await search({ clientId: 1, criticalityId: 1 })).toEqual(['Crítica sin asignar', 'Todas las criticidades']);
    expect(await search({ enabled: false })).toEqual(['Pausada']);
    expect(await search({ text: 'CRITICA' })).toEqual(['Crítica sin asignar']);
  });

  it('updates with the version read and refuses a stale one with the rule as it is', async () => {
    const created = (await ticketApi('POST', rule())).body.data;
    expect((await ticketApi('PUT', { ...rule({ name: 'Renombrada' }), id: created.id, rowVersion: 1 })).status).toBe(200);
    const stale = await ticketApi('PUT', { ...rule({ name: 'Otra' }), id: created.id, rowVersion: 1 });
    expect([stale.status, stale.body.detail, stale.body.data.name]).toEqual([409, 'rowVersion', 'Renombrada']);
  });

  it('tells each level\'s users once, when the clock passes its threshold, and not a ticket that left the status in time', async () => {
    await ticketApi('POST', rule());
    const [stays, leaves] = openTickets();
    enter(stays!, PENDING_ASSIGNMENT);
    enter(leaves!, PENDING_ASSIGNMENT);

    advanceClock(sandbox.store, 20 * MINUTE);
    enter(leaves!, ON_HOLD);
    advanceClock(sandbox.store, 9 * MINUTE);
    expect(escalationsOf(DISPATCHER, stays!.ticketId)).toHaveLength(0);

    advanceClock(sandbox.store, MINUTE);
    expect(escalationsOf(DISPATCHER, stays!.ticketId)).toEqual([expect.objectContaining({ title: 'Escalación nivel 1: Pendientes sin asignar' })]);
    advanceClock(sandbox.store, 29 * MINUTE);
    expect([escalationsOf(DISPATCHER, stays!.ticketId).length, escalationsOf(SUPERVISOR, stays!.ticketId).length]).toEqual([1, 0]);

    advanceClock(sandbox.store, MINUTE);
    advanceClock(sandbox.store, 120 * MINUTE);
    expect([escalationsOf(DISPATCHER, stays!.ticketId).length, escalationsOf(SUPERVISOR, stays!.ticketId).length]).toEqual([1, 1]);
    expect([...escalationsOf(DISPATCHER, leaves!.ticketId), ...escalationsOf(SUPERVISOR, leaves!.ticketId)]).toEqual([]);

    const day = utc(sandbox.store.now).slice(0, 10);
    const sent = await callApi(sandbox, 'POST', '/message/api/v1/Notifications/SearchEscalations', {
      body: { dateFrom: day, dateTo: day, ticketId: stays!.ticketId, pageNumber: 1, pageSize: 50 },
    });
    expect(sent.body.data.items.map((e: { level: number; notifiedUsers: string[] }) => [e.level, e.notifiedUsers]))
      .toEqual([[2, [sandbox.store.users.get(SUPERVISOR)!.fullName]], [1, [sandbox.store.users.get(DISPATCHER)!.fullName]]]);
  });

  it('measures a ticket that comes back to the status afresh', async () => {
    await ticketApi('POST', rule({ levels: [{ level: 1, threshold: 30, userIds: [DISPATCHER] }] }));
    const [ticket] = openTickets();
    enter(ticket!, PENDING_ASSIGNMENT);
    advanceClock(sandbox.store, 30 * MINUTE);
    enter(ticket!, ON_HOLD);
    enter(ticket!, PENDING_ASSIGNMENT);
    advanceClock(sandbox.store, 30 * MINUTE);
    expect(escalationsOf(DISPATCHER, ticket!.ticketId)).toHaveLength(2);
  });

  it('escalates by SLA spent, by criticality', async () => {
    // A ticket opened 36 of its 72 hours ago: half its SLA spent.
    const [ticket] = openTickets();
    ticket!.creationDateUTC = utc(new Date(sandbox.store.now.getTime() - 36 * 60 * MINUTE));
    advanceClock(sandbox.store, 0);
    expect(ticket!.ticketProgress).toBe(50);
    await ticketApi('POST', rule({ measure: 'SlaSpent', statusId: null, criticalityId: ticket!.priorityId, levels: [{ level: 1, threshold: 90, userIds: [SUPERVISOR] }] }));
    const dueIn = 0.4 * 72 * 60 * MINUTE;
    advanceClock(sandbox.store, dueIn - MINUTE);
    expect(escalationsOf(SUPERVISOR, ticket!.ticketId)).toHaveLength(0);
    advanceClock(sandbox.store, MINUTE);
    expect(escalationsOf(SUPERVISOR, ticket!.ticketId)).toHaveLength(1);
  });

  it('leaves a ticket of another criticality alone', async () => {
    const [ticket] = openTickets();
    const other = ticket!.priorityId === 1 ? 2 : 1;
    await ticketApi('POST', rule({ criticalityId: other, levels: [{ level: 1, threshold: 30, userIds: [DISPATCHER] }] }));
    enter(ticket!, PENDING_ASSIGNMENT);
    advanceClock(sandbox.store, 60 * MINUTE);
    expect(escalationsOf(DISPATCHER, ticket!.ticketId)).toHaveLength(0);
  });
});
