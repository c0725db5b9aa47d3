import { revocationReasonOf, type RevocationReason } from '../../../auth/sessionRevocation';
import type { HubState } from '../../../domain/notifications/notificationsSlice';
import { HUB_PROTOCOL, type HubConnectionLike, type HubConnectionOptions } from './hubConnection';
import type { HubSettings } from './hubSettings';

export interface HubSessionOptions {
  settings: HubSettings;
  connection: HubConnectionOptions;
  onState(state: HubState): void;
  onNotification(payload: unknown): void;
  onTicketChanged(ticketId: unknown): void;
  /** Joined again after a reconnect or a restart: notifications may have been missed meanwhile. */
  onRejoined(): void;
  /** The hub closed the connection because an administrator's change ended the user's sessions: it stays closed. */
  onRevoked(reason: RevocationReason): void;
}

export interface HubSession {
  stop(): void;
}

const ignore = () => undefined;

/**
 * One signed-in user's live connection: start, join the web-notifications session, and join again
 * after every reconnect. SignalR's automatic reconnect does not cover a failed first start() nor a
 * reconnect that gave up (SECURITY.md "SignalR"), so those are retried here with growing waits; a close
 * for a revoked session is final.
 */
export function startHubSession(options: HubSessionOptions): HubSession {
  const { settings } = options;
  let stopped = false;
  /** Started and joined: a close from now on is unexpected and leads to a new start. */
  let running = false;
  let joinedBefore = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connection: HubConnectionLike | null = null;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    running = false;
    clearTimeout(timer);
    options.onState('disconnected');
    void connection?.stop().catch(ignore);
  };

  const retryLater = () => {
    options.onState('disconnected');
    const delays = settings.retryDelaysMs;
    const wait = delays[Math.min(failures, delays.length - 1)] ?? 0;
    failures += 1;
    timer = setTimeout(() => void attempt(), wait);
  };

  const join = async (hub: HubConnectionLike) => {
    try {
      await hub.invoke(HUB_PROTOCOL.joinMethod, HUB_PROTOCOL.sessionName);
    } catch {
      running = false;
      await hub.stop().catch(ignore);
      if (!stopped) retryLater();
      return;
    }
    if (stopped) return;
    running = true;
    failures = 0;
    options.onState('connected');
    if (joinedBefore) options.onRejoined();
    joinedBefore = true;
  };

  const build = async () => {
    const hub = await settings.factory(options.connection);
    hub.on(HUB_PROTOCOL.receiveMethod, (payload: unknown) => {
      if (!stopped) options.onNotification(payload);
    });
    hub.on(HUB_PROTOCOL.ticketChangedMethod, (ticketId: unknown) => {
      if (!stopped) options.onTicketChanged(ticketId);
    });
    hub.onreconnecting(() => {
      if (!stopped && running) options.onState('reconnecting');
    });
    hub.onreconnected(() => {
      if (!stopped) void join(hub);
    });
    hub.onclose((error) => {
      if (stopped) return;
      const revoked = revocationReasonOf(error?.message);
      if (revoked) {
        stop();
        options.onRevoked(revoked);
        return;
      }
      if (!running) return;
      running = false;
      retryLater();
    });
    return hub;
  };

  async function attempt(): Promise<void> {
    if (stopped) return;
    options.onState('connecting');
    try {
      connection ??= await build();
      if (stopped) return;
      await connection.start();
    } catch {
      if (stopped) return;
      retryLater();
      return;
    }
    if (stopped) {
      await connection.stop().catch(ignore);
      return;
    }
    await join(connection);
  }

  void attempt();

  return { stop };
}
