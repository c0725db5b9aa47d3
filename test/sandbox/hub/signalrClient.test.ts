/**
 * @jest-environment jest-fixed-jsdom
 */
// The app's SignalR client (@microsoft/signalr) against the real https sandbox server. jsdom, not node
// (see oidc.test.ts): the client takes its browser path, so the token travels as access_token in the
// WebSocket URL as in the app. Jest hands tests a copy of process.env, so NODE_TLS_REJECT_UNAUTHORIZED
// cannot reach Node's TLS from here; the client's HTTP and WebSocket trust the sandbox's certificate instead.
import https from 'node:https';
import path from 'node:path';
import {
  HttpClient, HttpError, HttpResponse, HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel,
  type HttpRequest, type HubConnection, type IHttpConnectionOptions, type RetryContext,
} from '@microsoft/signalr';
import WebSocket from 'ws';
import type { ServiceName } from '../../../src/core/config/runtimeConfig';
import { issueAccessToken } from '../auth/tokens';
import { validateSchema } from '../contract/validator';
import { toNotification } from '../message/notifications';
import { localCertificate } from '../server/certificate';
import { sandboxRuntimeConfig, sandboxServiceScope } from '../server/sandboxConfig';
import { startSandboxServer } from '../server/startServer';
import { freePort } from '../server/freePort';

let certificate = '';
let server: Awaited<ReturnType<typeof startSandboxServer>>;
let origin = '';
const connections: HubConnection[] = [];

/** One https exchange with the sandbox server, its self-signed certificate trusted. */
function exchange(method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; statusText: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method, headers, ca: certificate }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, statusText: res.statusMessage ?? '', text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The client's HTTP (negotiate), as its fetch client behaves: an HttpError for a status other than 2xx. */
class SandboxHttpClient extends HttpClient {
  async send(request: HttpRequest): Promise<HttpResponse> {
    const body = typeof request.content === 'string' && request.content ? request.content : undefined;
    const answer = await exchange(request.method!, request.url!, request.headers ?? {}, body);
    if (answer.status < 200 || answer.status > 299) throw new HttpError(answer.statusText, answer.status);
    return new HttpResponse(answer.status, answer.statusText, answer.text);
  }
}

/** The client's WebSocket, trusting the sandbox's certificate. */
class SandboxWebSocket extends WebSocket {
  constructor(address: string, protocols?: string | string[], options?: WebSocket.ClientOptions) {
    super(address, protocols, { ...options, ca: certificate });
  }
}

const tokenOf = (userId: number, ttlSeconds?: number, service: ServiceName = 'message') => {
  const user = server.sandbox.store.users.get(userId)!;
  return issueAccessToken(
    { extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope(service) },
    undefined, ttlSeconds,
  );
};

/** A hub connection configured as the app configures it (WebSockets after negotiate, automatic reconnect), its retries recorded. */
function hubConnection(accessTokenFactory: () => Promise<string>, retries: RetryContext[] = []): HubConnection {
  // WebSocket is the client's constructor option for its socket class, left out of its typings.
  const options: IHttpConnectionOptions & { WebSocket: unknown } = {
    transport: HttpTransportType.WebSockets, skipNegotiation: false, accessTokenFactory, WebSocket: SandboxWebSocket, httpClient: new SandboxHttpClient(),
  };
  const connection = new HubConnectionBuilder()
    .withUrl(sandboxRuntimeConfig(origin).notificationsHubUrl, options)
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

/** A JSON request to the sandbox server. */
async function request(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const answer = await exchange(method, new URL(pathname, origin).href, headers, body === undefined ? undefined : JSON.stringify(body));
  return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null };
}

const notify = (userId: number, title: string) =>
  request('POST', '/__sandbox/notify', { userId, notificationKey: 'Ticket.MoveToOnSite', title, message: `${title} **1**` });

beforeAll(async () => {
  const port = await freePort();
  server = await startSandboxServer({ port, app: 'none', tickets: 300 });
  origin = new URL(server.url).origin;
  ({ cert: certificate } = await localCertificate(path.resolve(__dirname, '../../../.sandbox')));
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.stop()));
  await request('POST', '/__sandbox/hub/start');
});

afterAll(() => server.close());

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
