/**
 * @jest-environment jest-fixed-jsdom
 */
// The hub on the wire, byte by byte: a plain http server and raw WebSockets (the https server and the
// real SignalR client are in signalrClient.test.ts). jsdom, not node: see oidc.test.ts.
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import WebSocket from 'ws';
import { revokeSessions } from '../auth/sessionRevocation';
import { issueAccessToken } from '../auth/tokens';
import { validateSchema } from '../contract/validator';
import { addNotification } from '../message/addNotification';
import { createSandbox } from '../sandbox';
import { createNotificationHub, type NotificationHub } from './notificationHub';
import { RECORD_SEPARATOR as RS, RecordReader } from './protocol';
import { hubRoutes } from './routes';

const PATH = '/message/hubs/notifications';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const sandbox = createSandbox({ tickets: 50 });
const running: { close(): void }[] = [];

async function startHub(keepAliveMs?: number): Promise<{ origin: string; hub: NotificationHub }> {
  const hub = createNotificationHub({ path: PATH, getStore: () => sandbox.store, events: sandbox.notifications, keepAliveMs });
  const app = express();
  app.use(hubRoutes(hub, sandbox));
  const server = http.createServer(app);
  server.on('upgrade', hub.upgrade);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  running.push({
    close: () => {
      hub.close();
      server.close();
    },
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hub };
}

const tokenOf = (userId: number, ttlSeconds?: number) => {
  const user = sandbox.store.users.get(userId)!;
  return issueAccessToken(
    { extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: 'api://service-desk/message/access' },
    undefined, ttlSeconds,
  );
};

const negotiate = (origin: string, token: string | null) =>
  fetch(`${origin}${PATH}/negotiate?negotiateVersion=1`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** A raw WebSocket on the hub that collects the records it receives. */
class Wire {
  readonly records: any[] = [];
  private readonly reader = new RecordReader();
  private waiter: (() => void) | null = null;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.records.push(...this.reader.push(data.toString()).map((r) => JSON.parse(r)));
      this.waiter?.();
    });
  }

  /** The next record not yet taken, waiting for it if needed. */
  async next(timeoutMs = 5000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    while (!this.records.length) {
      if (Date.now() > deadline || this.socket.readyState > WebSocket.OPEN) throw new Error('no record arrived');
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, 50);
      });
    }
    return this.records.shift();
  }

  send(text: string): void {
    this.socket.send(text);
  }
}

async function connect(origin: string, userId: number, options: { handshake?: boolean } = {}): Promise<Wire> {
  const token = await tokenOf(userId);
  const { connectionToken } = await (await negotiate(origin, token)).json();
  const wire = new Wire(new WebSocket(`${origin.replace('http', 'ws')}${PATH}?id=${connectionToken}&access_token=${token}`));
  await once(wire.socket, 'open');
  if (options.handshake !== false) {
    wire.send(HANDSHAKE);
    expect(await wire.next()).toEqual({});
  }
  return wire;
}

/** The status the server refused an upgrade with. */
async function refusedWith(url: string, headers: Record<string, string> = {}): Promise<number> {
  const socket = new WebSocket(url, { headers });
  const [request, response] = (await once(socket, 'unexpected-response')) as [http.ClientRequest, http.IncomingMessage];
  request.destroy();
  return response.statusCode!;
}

const join = (invocationId: string, session = 'WebNotifications') =>
  `${JSON.stringify({ type: 1, target: 'JoinSession', arguments: [session], invocationId })}${RS}`;

const notify = (receiverUserId: number, ticketId: number | null = null) =>
  addNotification(sandbox.store, { notificationKey: 'Ticket.ReviewPendingWarehouse', receiverUserId, ticketId, title: 'Pendiente por almacén', message: 'El ticket **1** requiere su revisión.' });

let origin: string;
let hub: NotificationHub;
beforeAll(async () => {
  ({ origin, hub } = await startHub());
});
afterEach(() => hub.start());
afterAll(() => running.forEach((r) => r.close()));

describe('negotiate', () => {
  it('answers a valid token with a connection and the WebSockets transport only', async () => {
    const answer = await negotiate(origin, await tokenOf(5));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toEqual({
      negotiateVersion: 1, connectionId: expect.any(String), connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    const valid = await tokenOf(5);
    const forged = `${valid.split('.').slice(0, 2).join('.')}.${Buffer.from('forged').toString('base64url')}`;
    for (const token of [null, forged, await tokenOf(5, -10), 'not-a-jwt']) expect((await negotiate(origin, token)).status).toBe(401);
  });

  it("refuses another service's token and a sign-in-only token with 401", async () => {
    const user = sandbox.store.users.get(5)!;
    const claims = { extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName };
    for (const scp of ['api://service-desk/ticket/access', 'openid']) expect((await negotiate(origin, await issueAccessToken({ ...claims, scp }))).status).toBe(401);
  });

  it('refuses the token of a disabled account', async () => {
    const token = await tokenOf(6);
    sandbox.store.users.get(6)!.enabled = false;
    try {
      expect((await negotiate(origin, token)).status).toBe(401);
    } finally {
      sandbox.reset();
    }
  });
});

describe('WebSocket upgrade', () => {
  it('refuses an unknown or reused connection token, another user\'s token, no token and other paths', async () => {
    const ws = origin.replace('http', 'ws');
    const token = await tokenOf(5);
    expect(await refusedWith(`${ws}${PATH}?id=unknown&access_token=${token}`)).toBe(404);

    const { connectionToken } = await (await negotiate(origin, token)).json();
    expect(await refusedWith(`${ws}${PATH}?id=${connectionToken}&access_token=${await tokenOf(4)}`)).toBe(401);
    // A refused attempt used the token up: the client negotiates again.
    expect(await refusedWith(`${ws}${PATH}?id=${connectionToken}&access_token=${token}`)).toBe(404);

    const second = (await (await negotiate(origin, token)).json()).connectionToken;
    expect(await refusedWith(`${ws}${PATH}?id=${second}`)).toBe(401);
    expect(await refusedWith(`${ws}/elsewhere?id=${second}&access_token=${token}`)).toBe(404);
  });

  it('takes the token from the Authorization header too (Node clients send it there)', async () => {
    const token = await tokenOf(5);
    const { connectionToken } = await (await negotiate(origin, token)).json();
    const wire = new Wire(new WebSocket(`${origin.replace('http', 'ws')}${PATH}?id=${connectionToken}`, { headers: { Authorization: `Bearer ${token}` } }));
    await once(wire.socket, 'open');
    wire.send(HANDSHAKE);
    expect(await wire.next()).toEqual({});
    wire.socket.close();
  });
});

describe('JSON hub protocol', () => {
  it('answers a handshake split over two frames, then several messages in one frame', async () => {
    const wire = await connect(origin, 5, { handshake: false });
    wire.send('{"protocol":"json",');
    wire.send(`"version":1}${RS}`);
    expect(await wire.next()).toEqual({});
    wire.send(`${join('1', 'Otra')}${join('2')}{"type":6}${RS}`);
    expect(await wire.next()).toEqual({ type: 3, invocationId: '1', error: 'Sesión desconocida' });
    expect(await wire.next()).toEqual({ type: 3, invocationId: '2', result: null });
    expect(await wire.next()).toEqual({ type: 6 });
    wire.socket.close();
  });

  it('answers a handshake in the same frame as the first message', async () => {
    const wire = await connect(origin, 5, { handshake: false });
    wire.send(`${HANDSHAKE}${join('7')}`);
    expect(await wire.next()).toEqual({});
    expect(await wire.next()).toEqual({ type: 3, invocationId: '7', result: null });
    wire.socket.close();
  });

  it('answers a bad handshake with an error and closes', async () => {
    const wire = await connect(origin, 5, { handshake: false });
    const closed = once(wire.socket, 'close');
    wire.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(await wire.next()).toEqual({ error: "El protocolo 'messagepack' no está disponible" });
    await closed;
  });

  it('answers unknown methods and bad arguments with an error Completion, and fire-and-forget calls with nothing', async () => {
    const wire = await connect(origin, 5);
    wire.send(`{"type":1,"target":"Unknown","arguments":[],"invocationId":"a"}${RS}`);
    expect(await wire.next()).toEqual({ type: 3, invocationId: 'a', error: 'Método desconocido: Unknown' });
    wire.send(`{"type":1,"target":"JoinSession","arguments":[],"invocationId":"b"}${RS}`);
    expect(await wire.next()).toEqual({ type: 3, invocationId: 'b', error: 'JoinSession espera el nombre de la sesión' });
    wire.send(`{"type":4,"target":"JoinSession","arguments":[],"invocationId":"c"}${RS}`);
    expect(await wire.next()).toEqual({ type: 3, invocationId: 'c', error: 'El hub no admite flujos' });
    wire.send(`{"type":1,"target":"JoinSession","arguments":["WebNotifications"]}${RS}{"type":6}${RS}`);
    expect(await wire.next()).toEqual({ type: 6 });
    wire.socket.close();
  });

  it('ends the connection with a Close message on a malformed message', async () => {
    const wire = await connect(origin, 5);
    const closed = once(wire.socket, 'close');
    wire.send(`{"type":1,"arguments":[]}${RS}`);
    expect(await wire.next()).toEqual({ type: 7, error: 'El mensaje de tipo 1 no es válido', allowReconnect: false });
    await closed;
  });

  it('pings every client on the keep-alive interval', async () => {
    const quick = await startHub(50);
    const wire = await connect(quick.origin, 5);
    expect(await wire.next(2000)).toEqual({ type: 6 });
    expect(await wire.next(2000)).toEqual({ type: 6 });
    wire.socket.close();
  });
});

describe('pushing notifications', () => {
  it('sends each new notification to its receiver\'s joined connections only, in the contract\'s shape', async () => {
    const receiver = await connect(origin, 5);
    const notJoined = await connect(origin, 5);
    const otherUser = await connect(origin, 4);
    receiver.send(join('1'));
    otherUser.send(join('1'));
    expect(await receiver.next()).toMatchObject({ type: 3, invocationId: '1' });
    expect(await otherUser.next()).toMatchObject({ type: 3, invocationId: '1' });

    const ticketId = [...sandbox.store.tickets.keys()][0]!;
    const record = notify(5, ticketId);
    const pushed = await receiver.next();
    expect(pushed).toEqual({ type: 1, target: 'ReceiveNotification', arguments: [expect.objectContaining({ notificationId: record.notificationId, ticketId })] });
    expect(pushed.invocationId).toBeUndefined();
    expect(validateSchema('openapi/message.yaml', 'Notification', pushed.arguments[0])).toEqual([]);
    expect(Object.keys(pushed.arguments[0]).sort()).toEqual([
      'advise', 'emmitedDate', 'expireDate', 'iconUrl', 'message', 'needsAttention', 'notificationId', 'notificationKey', 'ticketId', 'title', 'viewed',
    ]);

    // Neither the unjoined connection nor user 4 got it: the next thing each receives is the answer to its ping.
    for (const wire of [notJoined, otherUser]) {
      wire.send(`{"type":6}${RS}`);
      expect(await wire.next()).toEqual({ type: 6 });
    }
    for (const wire of [receiver, notJoined, otherUser]) wire.socket.close();
  });

  it('keeps pushing after a sandbox reset', async () => {
    const wire = await connect(origin, 5);
    wire.send(join('1'));
    await wire.next();
    sandbox.reset();
    const record = notify(5);
    expect((await wire.next()).arguments[0].notificationId).toBe(record.notificationId);
    wire.socket.close();
  });

  it('POST /__sandbox/notify makes and pushes a notification, and names what is wrong in a bad request', async () => {
    const wire = await connect(origin, 5);
    wire.send(join('1'));
    await wire.next();
    const post = (body: unknown) => fetch(`${origin}/__sandbox/notify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    const made = await post({ userId: 5, notificationKey: 'Survey.Send', title: 'Encuesta', message: 'Responda la encuesta' });
    expect(made.status).toBe(201);
    const { notification } = await made.json();
    expect(notification).toMatchObject({ notificationKey: 'Survey.Send', ticketId: null, viewed: false, needsAttention: false, title: 'Encuesta' });
    expect((await wire.next()).arguments).toEqual([notification]);
    expect(sandbox.store.notifications.get(notification.notificationId)?.receiverUserId).toBe(5);

    expect((await post({ userId: 999, notificationKey: 'Survey.Send', title: 't', message: 'm' })).status).toBe(422);
    const badKey = await post({ userId: 5, notificationKey: 'Nope', title: 't', message: 'm' });
    expect(badKey.status).toBe(422);
    expect((await badKey.json()).error).toMatch(/^notificationKey must be one of Ticket\.ReviewPendingSerie/);
    expect((await post({ userId: 5, notificationKey: 'Survey.Send', ticketId: -1, title: 't', message: 'm' })).status).toBe(422);
    expect((await post({ userId: 5, notificationKey: 'Survey.Send', title: ' ', message: 'm' })).status).toBe(422);
    wire.socket.close();
  });
});

describe('stop and start', () => {
  it('closes every connection with allowReconnect, refuses negotiate and upgrades while stopped, and accepts again after start', async () => {
    const wire = await connect(origin, 5);
    const token = await tokenOf(5);
    const { connectionToken } = await (await negotiate(origin, token)).json();
    const closed = once(wire.socket, 'close');

    expect((await fetch(`${origin}/__sandbox/hub/stop`, { method: 'POST' })).status).toBe(200);
    expect(await wire.next()).toEqual({ type: 7, error: 'El servidor de notificaciones se detuvo', allowReconnect: true });
    await closed;
    expect((await negotiate(origin, token)).status).toBe(503);
    expect(await refusedWith(`${origin.replace('http', 'ws')}${PATH}?id=${connectionToken}&access_token=${token}`)).toBe(503);

    expect((await fetch(`${origin}/__sandbox/hub/start`, { method: 'POST' })).status).toBe(200);
    expect((await negotiate(origin, token)).status).toBe(200);
    (await connect(origin, 5)).socket.close();
  });
});

describe('sessions an administrator ended', () => {
  afterEach(() => sandbox.reset());

  it("closes the user's connections at once, for good, naming the reason, and pushes nothing after", async () => {
    const joined = await connect(origin, 5);
    joined.send(join('1'));
    await joined.next();
    const notJoined = await connect(origin, 5);
    const otherUser = await connect(origin, 4);
    const closed = Promise.all([once(joined.socket, 'close'), once(notJoined.socket, 'close')]);

    revokeSessions(5, 'roleChanged');
    for (const wire of [joined, notJoined]) expect(await wire.next()).toEqual({ type: 7, error: 'session_revoked:roleChanged', allowReconnect: false });
    await closed;
    notify(5);
    otherUser.send(`{"type":6}${RS}`);
    expect(await otherUser.next()).toEqual({ type: 6 });
    expect(joined.records).toEqual([]);
    otherUser.socket.close();
  });

  it('refuses a token issued before the revocation at negotiate, and accepts a new one', async () => {
    const before = await tokenOf(5);
    revokeSessions(5, 'accountDeactivated');
    expect((await negotiate(origin, before)).status).toBe(401);
    expect((await negotiate(origin, await tokenOf(5))).status).toBe(200);
  });
});
