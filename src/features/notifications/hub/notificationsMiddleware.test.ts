import { waitFor } from '@testing-library/react';
import { ticketApi } from '../../../api/tags/ticket';
import type { Notification } from '../../../api/tags/message';
import { createAppStore, type AppStore } from '../../../app/store/store';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { sessionRevoked, signedIn, signingOut } from '../../../auth/sessionSlice';
import { setupSandbox, signInAs } from '../../../../test/setup/sandboxServer';
import { selectListedNotifications } from '../../../domain/notifications/notificationsSlice';
import { fakeHubFactory, type FakeHubConnection } from '../testing/fakeHub';
import { setTokenProvider } from '../../../auth/tokenProvider';
import { setNotificationsHub } from './hubSettings';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

/** Counts the requests whose path ends with `suffix`. */
function countRequests(suffix: string): () => number {
  let count = 0;
  sandbox.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(suffix)) count += 1;
  });
  return () => count;
}

function signIn(prepare?: (connection: FakeHubConnection) => void, onStore?: (store: AppStore) => void) {
  const hub = fakeHubFactory(prepare);
  setNotificationsHub({ factory: hub.factory, retryDelaysMs: [5, 10] });
  const store = createAppStore();
  onStore?.(store);
  const userId = signInAs(sandbox, 'DIS');
  const user = sandbox.store.users.get(userId)!;
  store.dispatch(signedIn({ userId, email: user.email, name: user.fullName, role: user.roleCode }));
  return { store, hub, userId };
}

const live = (over: Partial<Notification>): Notification => ({
  notificationId: 990001, notificationKey: 'Ticket.ReviewPendingWarehouse', ticketId: 100002, needsAttention: true, viewed: false,
  message: 'El ticket **100002** espera la revisión del almacén.', title: 'Pendiente por almacén', iconUrl: null,
  emmitedDate: new Date().toISOString().slice(0, 19), expireDate: null, advise: null, ...over,
});

describe('notifications middleware', () => {
  it('opens the hub at sign-in with a message-service token and joins the web-notifications session', async () => {
    const { store, hub, userId } = signIn();
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    const [connection] = hub.connections;
    expect(hub.connections).toHaveLength(1);
    expect(connection!.options.url).toBe(getRuntimeConfig().notificationsHubUrl);
    expect(connection!.starts).toBe(1);
    expect(connection!.invocations).toEqual([{ method: 'JoinSession', args: ['WebNotifications'] }]);
    const token = await connection!.options.accessTokenFactory();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ scp: getRuntimeConfig().services.message.scope, extension_GSerUserId: userId });
    const unread = [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === userId && !n.viewed);
    await waitFor(() => expect(store.getState().notifications.status).toBe('loaded'));
    expect(store.getState().notifications.unreadCount).toBeGreaterThan(0);
    expect(store.getState().notifications.unreadCount).toBeLessThanOrEqual(unread.length);
  });

  it('closes the connection at sign-out and ignores pushes after it', async () => {
    const { store, hub } = signIn();
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    store.dispatch(signingOut());
    const connection = hub.connections[0]!;
    expect(connection.stops).toBe(1);
    expect(store.getState().notifications.hub).toBe('disconnected');
    connection.push('ReceiveNotification', live({}));
    expect(selectListedNotifications(store.getState())).toHaveLength(0);
    expect(store.getState().notifications.unreadCount).toBe(0);
  });

  it('shows reconnecting, joins the session again after a reconnect and reloads the unread list', async () => {
    const { store, hub } = signIn();
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    await waitFor(() => expect(store.getState().notifications.status).toBe('loaded'));
    const unreadLoads = countRequests('/Notifications/GetUnread');
    const connection = hub.connections[0]!;
    connection.dropAndReconnecting();
    expect(store.getState().notifications.hub).toBe('reconnecting');
    connection.reconnect();
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    expect(connection.joins()).toBe(2);
    await waitFor(() => expect(unreadLoads()).toBe(1));
  });

  it('retries a failed first start with backoff until it connects', async () => {
    const states: string[] = [];
    const record = (store: AppStore) =>
      store.subscribe(() => {
        const state = store.getState().notifications.hub;
        if (states[states.length - 1] !== state) states.push(state);
      });
    const { store, hub } = signIn((c) => c.startOutcomes.push(new Error('negotiate failed'), new Error('negotiate failed')), record);
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    const connection = hub.connections[0]!;
    expect(hub.connections).toHaveLength(1);
    expect(connection.starts).toBe(3);
    expect(connection.joins()).toBe(1);
    expect(states.slice(states.indexOf('connecting'))).toEqual(['connecting', 'disconnected', 'connecting', 'disconnected', 'connecting', 'connected']);
  });

  describe('a token the hub refuses at negotiate', () => {
    /**
     * The hub as the real connection meets it (signalRConnection.ts): negotiate asks the token factory; a
     * 401 is reported by its HTTP client, and start() rejects with the status only inside the message.
     */
    function signInWithRefused(refused: readonly string[]) {
      const tokens: string[] = [];
      const negotiate = async (connection: FakeHubConnection) => {
        const token = await connection.options.accessTokenFactory();
        tokens.push(token);
        if (refused.includes(token)) connection.options.onTokenRefused();
        return !refused.includes(token);
      };
      const refuse = (connection: FakeHubConnection) => {
        const start = connection.start.bind(connection);
        connection.start = async () => {
          if (!(await negotiate(connection))) throw new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'");
          return start();
        };
      };
      const { store, hub } = signIn(refuse);
      const provider = {
        acquireToken: jest.fn(async () => 'cached-token'),
        renewToken: jest.fn(async () => 'renewed-token'),
        signInAgain: jest.fn(async () => undefined),
      };
      setTokenProvider(provider);
      return { store, hub, tokens, provider, negotiate };
    }

    it('is renewed once, skipping the cache, and the hub connects', async () => {
      const { store, tokens, provider } = signInWithRefused(['cached-token']);
      await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
      expect(tokens).toEqual(['cached-token', 'renewed-token']);
      expect(provider.renewToken).toHaveBeenCalledTimes(1);
      expect(provider.signInAgain).not.toHaveBeenCalled();
    });

    it('leads to the sign-in when the renewed token is refused too', async () => {
      const { store, tokens, provider } = signInWithRefused(['cached-token', 'renewed-token']);
      await waitFor(() => expect(provider.signInAgain).toHaveBeenCalled());
      store.dispatch(signingOut());
      expect(tokens.slice(0, 2)).toEqual(['cached-token', 'renewed-token']);
      expect(provider.renewToken).toHaveBeenCalledTimes(1);
      expect(store.getState().notifications.hub).toBe('disconnected');
    });

    it("is renewed for the next negotiate when SignalR's own reconnect meets the 401", async () => {
      const { store, hub, tokens, provider, negotiate } = signInWithRefused([]);
      await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
      const connection = hub.connections[0]!;
      connection.dropAndReconnecting();
      provider.acquireToken.mockResolvedValue('expired-token');
      await negotiate(connection);
      connection.options.onTokenRefused();
      await negotiate(connection);
      connection.reconnect();
      await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
      expect(tokens).toEqual(['cached-token', 'expired-token', 'renewed-token']);
      expect(provider.renewToken).toHaveBeenCalledTimes(1);
    });
  });

  describe('a session an administrator ended', () => {
    const REVOKED_CLOSE = 'Server returned an error on close: session_revoked:accountDeactivated';

    it('shows the revoked-session page with the reason the hub closed with, and does not start again', async () => {
      const { store, hub } = signIn();
      await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
      const connection = hub.connections[0]!;
      connection.close(new Error(REVOKED_CLOSE));
      expect(store.getState().session.revoked).toBe('accountDeactivated');
      expect(store.getState().notifications.hub).toBe('disconnected');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(connection.starts).toBe(1);
      connection.push('ReceiveNotification', live({}));
      expect(selectListedNotifications(store.getState()).map((n) => n.notificationId)).not.toContain(990001);
    });

    it('closes the hub when a REST call finds the session revoked', async () => {
      const { store, hub } = signIn();
      await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
      store.dispatch(sessionRevoked('roleChanged'));
      const connection = hub.connections[0]!;
      expect(connection.stops).toBe(1);
      expect(store.getState().notifications.hub).toBe('disconnected');
      connection.push('ReceiveNotification', live({}));
      expect(selectListedNotifications(store.getState()).map((n) => n.notificationId)).not.toContain(990001);
    });

    it('starts again after a close for any other reason', async () => {
      const { store, hub } = signIn();
      await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
      hub.connections[0]!.close(new Error('Server returned an error on close: El servidor de notificaciones se detuvo'));
      await waitFor(() => expect(hub.connections[0]!.starts).toBe(2));
      expect(store.getState().session.revoked).toBeNull();
    });
  });

  it('starts again when the automatic reconnect gives up', async () => {
    const { store, hub } = signIn();
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    const connection = hub.connections[0]!;
    connection.dropAndReconnecting();
    connection.close();
    expect(store.getState().notifications.hub).toBe('disconnected');
    await waitFor(() => expect(connection.starts).toBe(2));
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    expect(connection.joins()).toBe(2);
  });

  it('puts a pushed notification in the list, counts it and refreshes the ticket it names', async () => {
    const { store, hub } = signIn();
    await waitFor(() => expect(store.getState().notifications.status).toBe('loaded'));
    const detailLoads = countRequests('/ticket/api/v1/Tickets/100002');
    const detail = store.dispatch(ticketApi.endpoints.getTicketById.initiate({ ticketId: 100002 }));
    await detail;
    expect(detailLoads()).toBe(1);
    const before = store.getState().notifications.unreadCount;

    hub.connections[0]!.push('ReceiveNotification', live({}));
    expect(selectListedNotifications(store.getState()).map((n) => n.notificationId)).toContain(990001);
    expect(store.getState().notifications.unreadCount).toBe(before + 1);
    await waitFor(() => expect(detailLoads()).toBe(2));
    detail.unsubscribe();
  });

  it("refreshes an open ticket another user moved, without touching the list of notifications", async () => {
    const { store, hub } = signIn();
    await waitFor(() => expect(store.getState().notifications.status).toBe('loaded'));
    const detailLoads = countRequests('/ticket/api/v1/Tickets/100003');
    const detail = store.dispatch(ticketApi.endpoints.getTicketById.initiate({ ticketId: 100003 }));
    await detail;
    const listed = selectListedNotifications(store.getState()).length;

    hub.connections[0]!.push('TicketChanged', 100003);
    await waitFor(() => expect(detailLoads()).toBe(2));
    hub.connections[0]!.push('TicketChanged', '100003; drop');
    hub.connections[0]!.push('TicketChanged', -1);
    expect(selectListedNotifications(store.getState())).toHaveLength(listed);
    detail.unsubscribe();
  });

  it('opens the role-changed message for a role change and ignores a payload that is not a notification', async () => {
    const { store, hub } = signIn();
    await waitFor(() => expect(store.getState().notifications.hub).toBe('connected'));
    const connection = hub.connections[0]!;
    connection.push('ReceiveNotification', { notificationId: 'x', message: '<img src=x>' });
    expect(store.getState().ui.roleChangedNotice).toBe(false);
    connection.push('ReceiveNotification', live({ notificationId: 990002, notificationKey: 'User.RoleChanged', ticketId: null, title: 'Cambio de rol', message: 'Su rol fue actualizado.' }));
    expect(store.getState().ui.roleChangedNotice).toBe(true);
  });
});
