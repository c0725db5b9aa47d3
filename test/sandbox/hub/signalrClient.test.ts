/**
 * @jest-environment jest-fixed-jsdom
 */
// The app's SignalR client (@microsoft/signalr) against the real https sandbox server. jsdom, not node
// (see oidc.test.ts): the client takes its browser path (see setupHttpsSandbox).
import {
  HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection, type IHttpConnectionOptions, type RetryContext,
} from '@microsoft/signalr';
import { setupHttpsSandbox } from '../../setup/httpsSandbox';
import { validateSchema } from '../contract/validator';
import { addNotification } from '../message/addNotification';
import { toNotification } from '../message/notifications';
import { peopleInCharge, responsibleWarehouses } from '../security/accountRules';
import { accountUpdateOf } from '../security/testAccounts';
import type { UserRecord } from '../store/types';

const server = setupHttpsSandbox();
const connections: HubConnection[] = [];
const { tokenOf, request } = server;

/** A hub connection configured as the app configures it (WebSockets after negotiate, automatic reconnect), its retries recorded. */
function hubConnection(accessTokenFactory: () => Promise<string>, retries: RetryContext[] = []): HubConnection {
  // WebSocket is the client's constructor option for its socket class, left out of its typings.
  const options: IHttpConnectionOptions & { WebSocket: unknown } = {
    transport: HttpTransportType.WebSockets, skipNegotiation: false, accessTokenFactory, WebSocket: server.WebSocket, httpClient: server.httpClient(),
  };
  const connection = new HubConnectionBuilder()
    .withUrl(server.hubUrl, options)
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (context) => {
        retries.push(context);
        return context.previousRetryCount < 20 ? 250 : null;
      },
    })
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  return connection;
}

/** A started connection for the user, joined to the web notifications session (again after each reconnect). */
async function joinedAs(userId: number) {
  const retries: RetryContext[] = [];
  const connection = hubConnection(() => tokenOf(userId), retries);
  const received: any[] = [];
  connection.on('ReceiveNotification', (notification) => received.push(notification));
  let rejoin: Promise<void> = new Promise(() => {});
  connection.onreconnected(() => {
    rejoin = connection.invoke('JoinSession', 'WebNotifications');
  });
  await connection.start();
  await connection.invoke('JoinSession', 'WebNotifications');
  return { connection, received, retries, rejoined: () => rejoin };
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const notify = (userId: number, title: string) =>
  request('POST', '/__sandbox/notify', { userId, notificationKey: 'Ticket.MoveToOnSite', title, message: `${title} **1**` });

afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.stop()));
  await request('POST', '/__sandbox/hub/start');
});

it('pushes the pending-by-warehouse review an engineer asks for to the warehouse responsible only', async () => {
  const { store } = server.sandbox;
  const ticket = [...store.tickets.values()].find((t) => t.statusId === 7 && t.assignedEngineerId === 4)!;
  const warehouse = [...store.warehouses.values()].find((w) => w.enabled)!;
  const responsible = await joinedAs(warehouse.responsibleId);
  const engineer = await joinedAs(4);
  await expect(responsible.connection.invoke('JoinSession', 'Otra')).rejects.toThrow('Sesión desconocida');

  const moved = await request(
    'PUT', '/ticket/api/v1/Tickets/UpdateToPendingWarehouse', { ticketId: ticket.ticketId, warehouseId: warehouse.warehouseId, observations: 'Sin existencias' },
    await tokenOf(4, undefined, 'ticket'),
  );
  expect(moved.status).toBe(200);
  await until(() => responsible.received.length > 0, 'the pushed notification');

  const [pushed] = responsible.received;
  expect(pushed).toMatchObject({ notificationKey: 'Ticket.ReviewPendingWarehouse', ticketId: ticket.ticketId, needsAttention: true, viewed: false });
  expect(validateSchema('openapi/message.yaml', 'Notification', pushed)).toEqual([]);
  expect(pushed).toEqual(toNotification(store.notifications.get(pushed.notificationId)!));

  // Messages on one connection arrive in order: once the engineer's own notification is in, nothing else came before it.
  await notify(4, 'Para el ingeniero');
  await until(() => engineer.received.length > 0, "the engineer's notification");
  expect(engineer.received.map((n) => n.title)).toEqual(['Para el ingeniero']);
  expect(responsible.received).toHaveLength(1);
});

it('reconnects after the hub is stopped and started, and delivers later notifications', async () => {
  const client = await joinedAs(5);
  const states: HubConnectionState[] = [];
  client.connection.onreconnecting(() => states.push(client.connection.state));

  expect((await request('POST', '/__sandbox/hub/stop')).status).toBe(200);
  await until(() => states.length > 0, 'the client to start reconnecting');
  // While stopped, negotiate answers 503 and the client keeps retrying.
  await until(() => client.retries.length > 1, 'a refused reconnect attempt');
  expect(String(client.retries[1]!.retryReason)).toMatch(/503/);
  expect(client.connection.state).toBe(HubConnectionState.Reconnecting);

  await request('POST', '/__sandbox/hub/start');
  await until(() => client.connection.state === HubConnectionState.Connected, 'the reconnect');
  await client.rejoined();
  await notify(5, 'Tras reconectar');
  await until(() => client.received.length > 0, 'the notification after the reconnect');
  expect(client.received.map((n) => n.title)).toEqual(['Tras reconectar']);
  expect(states).toEqual([HubConnectionState.Reconnecting]);
});

it('refuses a forged or expired token', async () => {
  const valid = await tokenOf(5);
  const forged = `${valid.split('.').slice(0, 2).join('.')}.${Buffer.from('forged').toString('base64url')}`;
  await expect(hubConnection(async () => forged).start()).rejects.toThrow(/401/);
  const expired = await tokenOf(5, -10);
  await expect(hubConnection(async () => expired).start()).rejects.toThrow(/401/);
});

describe('a user whose sessions an administrator ended', () => {
  afterEach(() => server.sandbox.reset());

  /** An engineer who may be deactivated or deleted: nobody in charge, no warehouse. */
  const removableEngineer = () => {
    const { store } = server.sandbox;
    return [...store.users.values()].find(
      (u) => u.roleCode === 'ENG' && u.enabled && peopleInCharge(store, u.userId).length === 0 && responsibleWarehouses(store, u.userId).length === 0,
    )!;
  };
  const saveAccount = (user: UserRecord, change: Record<string, unknown>, admin: string) =>
    request('PUT', '/security/api/v1/Accounts/UpdateAccount', accountUpdateOf(server.sandbox.store, user, change), admin);

  it.each([
    ['accountDeactivated', (user: UserRecord, admin: string) => saveAccount(user, { enabled: false }, admin)],
    ['accountDeleted', (user: UserRecord, admin: string) => request('DELETE', `/security/api/v1/Accounts/${user.userId}`, undefined, admin)],
    ['roleChanged', (user: UserRecord, admin: string) => saveAccount(user, { roleCode: 'DIS', systemGroupIds: [] }, admin)],
  ])('%s: the hub ends the connection at once and for good, and nothing arrives after', async (reason, change) => {
    const user = removableEngineer();
    const admin = [...server.sandbox.store.users.values()].find((u) => u.roleCode === 'ADM' && u.enabled)!;
    const client = await joinedAs(user.userId);
    const closed = new Promise<Error | undefined>((resolve) => client.connection.onclose(resolve));

    expect((await change(user, await tokenOf(admin.userId, undefined, 'security'))).status).toBe(200);
    expect((await closed)?.message).toBe(`Server returned an error on close: session_revoked:${reason}`);
    expect(client.connection.state).toBe(HubConnectionState.Disconnected);
    const received = client.received.length;
    addNotification(server.sandbox.store, { notificationKey: 'Survey.Send', receiverUserId: user.userId, ticketId: null, title: 'Encuesta', message: 'Responda' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.received).toHaveLength(received);
    expect(client.retries).toEqual([]);
  });
});
