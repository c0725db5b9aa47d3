// What the hub pushes comes from the sandbox's notification events: every notification its operations
// make at run time is emitted once, to the user the spec names, and also listed by the REST API.
import { callApi, userFor, type CallOptions } from '../../setup/callApi';
import { attachDocument } from '../../setup/sandboxDocuments';
import { setupSandbox } from '../../setup/sandboxServer';
import { addNotification } from '../message/addNotification';
import { createStore } from '../store/createStore';
import type { NotificationRecord, TicketRecord } from '../store/types';

const sandbox = setupSandbox({ tickets: 300 });
const emitted: NotificationRecord[] = [];
sandbox.notifications.subscribe((record) => emitted.push(record));
beforeEach(() => {
  emitted.length = 0;
});

const put = async (action: string, body: unknown, as: CallOptions['as'] = 'ADM') => {
  const answer = await callApi(sandbox, 'PUT', `/ticket/api/v1/Tickets/${action}`, { as, body });
  expect([action, answer.status]).toEqual([action, 200]);
};

/** Seeded tickets on site with an engineer, where every review request starts. */
const onSiteTickets = (): TicketRecord[] => [...sandbox.store.tickets.values()].filter((t) => t.statusId === 7 && t.assignedEngineerId !== null);

const unreadIdsOf = async (userId: number) => {
  const body = { pageNumber: 1, pageSize: 200, descending: true, receiverUserId: userId, text: null };
  const page = await callApi(sandbox, 'POST', '/message/api/v1/Notifications/GetUnread', { as: userId, body });
  return page.body.data.items.map((n: { notificationId: number }) => n.notificationId);
};

it('sends pending-by-serial and pending-by-warehouse requests to the selected warehouse\'s responsible, and a scheduled review to the engineer\'s superior', async () => {
  const [bySerial, byWarehouse, scheduled] = onSiteTickets();
  const warehouse = (id: number) => sandbox.store.warehouses.get(id)!;
  expect(warehouse(2).responsibleId).not.toBe(warehouse(1).responsibleId);

  await put('UpdateToPendingSerie', { ticketId: bySerial!.ticketId, warehouseId: 2, comment: 'Falta lector' });
  await put('UpdateToPendingWarehouse', { ticketId: byWarehouse!.ticketId, warehouseId: 1, observations: 'Sin existencias' });
  await put('UpdateToScheduled', { TicketId: scheduled!.ticketId, comment: 'El cliente pide otra fecha', scheduledApproved: false });

  expect(emitted.map(({ notificationKey, receiverUserId, ticketId, needsAttention, viewed }) => ({ notificationKey, receiverUserId, ticketId, needsAttention, viewed }))).toEqual([
    { notificationKey: 'Ticket.ReviewPendingSerie', receiverUserId: warehouse(2).responsibleId, ticketId: bySerial!.ticketId, needsAttention: true, viewed: false },
    { notificationKey: 'Ticket.ReviewPendingWarehouse', receiverUserId: warehouse(1).responsibleId, ticketId: byWarehouse!.ticketId, needsAttention: true, viewed: false },
    { notificationKey: 'Ticket.ReviewScheduled', receiverUserId: userFor(sandbox, scheduled!.assignedEngineerId!).superiorId, ticketId: scheduled!.ticketId, needsAttention: true, viewed: false },
  ]);
  expect(emitted[1]!.message).toBe(`El ticket **${byWarehouse!.ticketId}** requiere su revisión.`);
  // What was pushed is what the bell lists.
  for (const record of emitted) {
    expect(sandbox.store.notifications.get(record.notificationId)).toBe(record);
    expect(await unreadIdsOf(record.receiverUserId)).toContain(record.notificationId);
  }
});

it('sends the satisfaction survey to a requester who is a sandbox user when the ticket closes, and to nobody for an outside contact', async () => {
  const [requestedByClient, requestedOutside] = onSiteTickets();
  const client = userFor(sandbox, 'CWR');
  requestedByClient!.requesterEmail = client.email.toUpperCase();
  expect([...sandbox.store.users.values()].some((u) => u.email === requestedOutside!.requesterEmail)).toBe(false);

  for (const ticket of [requestedOutside!, requestedByClient!]) attachDocument(sandbox.store, ticket.ticketId);
  await put('UpdateToClosed', { ticketId: requestedOutside!.ticketId, comment: 'Se reemplazó el lector' });
  expect(emitted).toEqual([]);
  await put('UpdateToClosed', { ticketId: requestedByClient!.ticketId, comment: 'Se reemplazó el lector' });
  expect(emitted).toEqual([
    expect.objectContaining({
      notificationKey: 'Survey.Send', receiverUserId: client.userId, ticketId: requestedByClient!.ticketId, needsAttention: false,
      title: 'Encuesta de satisfacción', message: `El ticket **${requestedByClient!.ticketId}** se cerró; le enviamos la encuesta de satisfacción.`,
    }),
  ]);
  expect(await unreadIdsOf(client.userId)).toContain(emitted[0]!.notificationId);
});

it('tells a user whose role changed', async () => {
  const api = (method: string, path: string, body?: unknown) => callApi(sandbox, method, `/security/api/v1${path}`, { body });
  const { userId, fullName, email, userName, mobileNumber, credential, accessProfileId, langId, regionId, areaId, countryId, position, isVacant,
    nonOperational, enabled, partnerIds, rowVersion } = (await api('GET', '/Accounts/11')).body.data;
  const body = { id: userId, fullName, email, userName, mobileNumber, credential, roleCode: 'SUP', accessProfileId, langId, level: 2, regionId, areaId,
    countryId, position, superiorId: 1, isVacant, nonOperational, enabled, partnerIds, systemGroupIds: [], rowVersion };
  expect((await api('PUT', '/Accounts/UpdateAccount', body)).status).toBe(200);
  expect(emitted).toEqual([
    expect.objectContaining({ notificationKey: 'User.RoleChanged', receiverUserId: 11, ticketId: null, needsAttention: true, message: 'Su rol cambió a **Supervisor**; inicie sesión de nuevo.' }),
  ]);
});

it('emits nothing for the seed, keeps listeners across a reset and is harmless without a sandbox', async () => {
  sandbox.reset();
  expect((await unreadIdsOf(4)).length).toBeGreaterThan(0);
  expect(emitted).toEqual([]);

  const made = addNotification(sandbox.store, { notificationKey: 'Ticket.MoveToOnSite', receiverUserId: 4, ticketId: null, title: 'Llegada a sitio', message: 'Hola' });
  expect(emitted).toEqual([made]);
  // Ids continue after the seeded ones.
  expect(Math.max(...[...sandbox.store.notifications.keys()])).toBe(made.notificationId);

  const bare = createStore({ tickets: 10 });
  expect(() => addNotification(bare, { notificationKey: 'Survey.Send', receiverUserId: 1, ticketId: null, title: 'Encuesta', message: 'x' })).not.toThrow();
  expect(emitted).toHaveLength(1);
});
