// node:timers, not the globals: under jest's jsdom the globals return numbers that cannot be unref'd.
import { setInterval, clearInterval } from 'node:timers';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request, Response } from 'express';
import { WebSocketServer } from 'ws';
import { onSessionsRevoked, revokedDescription } from '../auth/sessionRevocation';
import { authenticateBearer } from '../auth/tokens';
import { sandboxServiceScope } from '../server/sandboxConfig';
import type { NotificationEvents } from '../message/events';
import { toNotification } from '../message/notifications';
import type { SandboxStore, UserRecord } from '../store/types';
import { HubClient, HubMethodError, type HubMethod } from './hubClient';
import { MAX_RECORD_CHARS, MessageType } from './protocol';
import { ConnectionRegistry } from './registry';

/** The message-bus session the web app joins to receive its user's notifications (spec section 7). */
export const WEB_NOTIFICATIONS_SESSION = 'WebNotifications';
/** The client method each pushed notification invokes. */
export const RECEIVE_NOTIFICATION = 'ReceiveNotification';
/** Sandbox extension (not in the specification): a ticket's status changed, so open screens refetch it. */
export const TICKET_CHANGED = 'TicketChanged';

/** A client that sends nothing (not even its 15 s ping) for this long is dropped, as ASP.NET Core does. */
const CLIENT_TIMEOUT_MS = 30_000;

const METHODS: Readonly<Record<string, HubMethod>> = {
  JoinSession: (client, args) => {
    if (args.length !== 1) throw new HubMethodError('JoinSession espera el nombre de la sesión');
    if (args[0] !== WEB_NOTIFICATIONS_SESSION) throw new HubMethodError('Sesión desconocida');
    client.sessions.add(WEB_NOTIFICATIONS_SESSION);
  },
};

export interface NotificationHubOptions {
  /** The hub's URL path (the runtime config's notificationsHubUrl). */
  path: string;
  getStore: () => SandboxStore;
  events: NotificationEvents;
  /** How often the server pings every client (the client gives up after 30 s of silence). */
  keepAliveMs?: number;
}

export interface NotificationHub {
  readonly path: string;
  readonly running: boolean;
  /** POST {path}/negotiate?negotiateVersion=1 */
  negotiate(req: Request, res: Response): Promise<void>;
  /** The http(s) server's 'upgrade' listener: WebSockets at {path}?id=<connectionToken>, every other upgrade refused. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection (Close with allowReconnect) and refuses negotiate and upgrades until start(). */
  stop(): void;
  start(): void;
  /** stop() for good: timers and the event subscriptions end too. */
  close(): void;
}

const bearerOf = (header: string | undefined): string | null => (header?.startsWith('Bearer ') ? header.slice(7) : null);

/** The token's user, checked as the message service's REST API checks it (its audience and scope, an enabled account). */
async function userOf(store: SandboxStore, token: string | null): Promise<UserRecord | null> {
  const check = token ? await authenticateBearer(`Bearer ${token}`, sandboxServiceScope('message')) : null;
  const user = check && 'claims' in check ? store.users.get(Number(check.claims.extension_GSerUserId)) : undefined;
  return user?.enabled ? user : null;
}

function refuse(socket: Duplex, status: number): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A SignalR-compatible hub (negotiate, WebSockets, JSON protocol) pushing the sandbox's notifications live. */
export function createNotificationHub(options: NotificationHubOptions): NotificationHub {
  const { path, getStore, events } = options;
  const registry = new ConnectionRegistry();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_RECORD_CHARS * 4 });
  let running = true;

  const unsubscribe = events.subscribe((record) => {
    const notification = toNotification(record);
    for (const client of registry.ofUser(record.receiverUserId)) {
      if (client.sessions.has(WEB_NOTIFICATIONS_SESSION)) {
        client.send({ type: MessageType.Invocation, target: RECEIVE_NOTIFICATION, arguments: [notification] });
      }
    }
  });

  const unsubscribeTickets = events.subscribeTicketChanges(({ ticketId, actorUserId }) => {
    for (const client of registry.all()) {
      if (client.userId !== actorUserId && client.sessions.has(WEB_NOTIFICATIONS_SESSION)) {
        client.send({ type: MessageType.Invocation, target: TICKET_CHANGED, arguments: [ticketId] });
      }
    }
  });

  // The REST services refuse a revoked session at its next request; a live connection has no next
  // request, so it ends now, for good (allowReconnect false), naming the reason as the REST challenge does.
  const unsubscribeRevocations = onSessionsRevoked((userId, reason) => {
    for (const client of registry.ofUser(userId)) client.close(revokedDescription(reason), false);
  });

  const keepAlive = setInterval(() => {
    const now = Date.now();
    for (const client of registry.all()) {
      if (now - client.lastSeen > CLIENT_TIMEOUT_MS) client.close('El cliente dejó de responder', true);
      else client.send({ type: MessageType.Ping });
    }
  }, options.keepAliveMs ?? 15_000).unref();

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== path) return refuse(socket, 404);
    if (!running) return refuse(socket, 503);
    const negotiated = registry.claim(url.searchParams.get('id'));
    if (!negotiated) return refuse(socket, 404);
    // Browsers can only send the token in the query string; Node clients send the header.
    const user = await userOf(getStore(), url.searchParams.get('access_token') ?? bearerOf(req.headers.authorization));
    if (!user || user.userId !== negotiated.userId) return refuse(socket, 401);
    if (!running) return refuse(socket, 503);
    sockets.handleUpgrade(req, socket, head, (ws) => registry.add(new HubClient(negotiated.connectionId, user.userId, ws, METHODS)));
  }

  const stop = () => {
    running = false;
    registry.forgetNegotiated();
    for (const client of registry.all()) client.close('El servidor de notificaciones se detuvo', true);
  };

  return {
    path,
    get running() {
      return running;
    },
    async negotiate(req, res) {
      res.set('Cache-Control', 'no-store');
      if (!running) {
        res.status(503).json({ error: 'El servidor de notificaciones está detenido' });
        return;
      }
      const user = await userOf(getStore(), bearerOf(req.headers.authorization));
      if (!user) {
        res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'Falta el token de acceso, no es válido o expiró' });
        return;
      }
      res.json({
        negotiateVersion: 1, ...registry.negotiate(user.userId), availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      });
    },
    upgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      admit(req, socket, head).catch(() => socket.destroy());
    },
    stop,
    start() {
      running = true;
    },
    close() {
      stop();
      clearInterval(keepAlive);
      unsubscribe();
      unsubscribeTickets();
      unsubscribeRevocations();
      sockets.close();
    },
  };
}
