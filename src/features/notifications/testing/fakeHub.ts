import type { HubConnectionFactory, HubConnectionLike, HubConnectionOptions } from '../hub/hubConnection';

type Handler = (...args: any[]) => void;

/**
 * A stand-in for a SignalR connection, for jest: records what the app does (start, invoke, stop) and
 * lets a test play the server (push a notification, drop and restore the connection, refuse a start).
 */
export class FakeHubConnection implements HubConnectionLike {
  readonly invocations: { method: string; args: unknown[] }[] = [];
  starts = 0;
  stops = 0;
  /** Each start() takes the next outcome; when none is queued it succeeds. */
  readonly startOutcomes: ('ok' | Error)[] = [];
  private readonly handlers = new Map<string, Handler[]>();
  private readonly reconnecting: Handler[] = [];
  private readonly reconnected: Handler[] = [];
  private readonly closed: Handler[] = [];

  constructor(readonly options: HubConnectionOptions) {}

  async start(): Promise<void> {
    this.starts += 1;
    const outcome = this.startOutcomes.shift() ?? 'ok';
    if (outcome !== 'ok') throw outcome;
  }

  async stop(): Promise<void> {
    this.stops += 1;
  }

  async invoke(method: string, ...args: unknown[]): Promise<unknown> {
    this.invocations.push({ method, args });
    return null;
  }

  on(method: string, handler: Handler): void {
    this.handlers.set(method, [...(this.handlers.get(method) ?? []), handler]);
  }

  onreconnecting(callback: Handler): void {
    this.reconnecting.push(callback);
  }

  onreconnected(callback: Handler): void {
    this.reconnected.push(callback);
  }

  onclose(callback: Handler): void {
    this.closed.push(callback);
  }

  /** The server invokes a client method (e.g. ReceiveNotification). */
  push(method: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(method) ?? []) handler(...args);
  }

  /** The connection dropped and the client's automatic reconnect began. */
  dropAndReconnecting(): void {
    for (const callback of this.reconnecting) callback(new Error('connection lost'));
  }

  /** The automatic reconnect succeeded. */
  reconnect(): void {
    for (const callback of this.reconnected) callback('reconnected-id');
  }

  /** The connection closed for good: automatic reconnect gave up, or the server closed it with an error. */
  close(error = new Error('closed')): void {
    for (const callback of this.closed) callback(error);
  }

  joins(): number {
    return this.invocations.filter((i) => i.method === 'JoinSession').length;
  }
}

/** A factory that hands out fake connections and keeps them for the test to drive. */
export function fakeHubFactory(prepare?: (connection: FakeHubConnection) => void): { factory: HubConnectionFactory; connections: FakeHubConnection[] } {
  const connections: FakeHubConnection[] = [];
  const factory: HubConnectionFactory = async (options) => {
    const connection = new FakeHubConnection(options);
    prepare?.(connection);
    connections.push(connection);
    return connection;
  };
  return { factory, connections };
}
