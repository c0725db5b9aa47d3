import type { HubConnectionFactory } from './hubConnection';
import { createSignalRConnection } from './signalRConnection';

export interface HubSettings {
  factory: HubConnectionFactory;
  /** Waits before each new try of a failed first start (or after automatic reconnect gave up); the last repeats. */
  retryDelaysMs: readonly number[];
}

const DEFAULTS: HubSettings = { factory: createSignalRConnection, retryDelaysMs: [2_000, 5_000, 10_000, 30_000] };

let current: HubSettings = DEFAULTS;

/**
 * The seam between the notifications middleware and SignalR, like the token provider's: the app uses
 * the real client; tests (and the in-process sandbox, which has no hub) inject a fake. null restores
 * the defaults. Read when a session starts.
 */
export function setNotificationsHub(next: Partial<HubSettings> | null): void {
  current = { ...DEFAULTS, ...next };
}

export function notificationsHubSettings(): HubSettings {
  return current;
}
