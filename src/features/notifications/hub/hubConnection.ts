/**
 * The part of @microsoft/signalr's HubConnection the notifications middleware uses, so that jest can
 * hand it a fake while the app gets the real client (see signalRConnection.ts).
 */
export interface HubConnectionLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(methodName: string, ...args: unknown[]): Promise<unknown>;
  on(methodName: string, handler: (...args: any[]) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export interface HubConnectionOptions {
  url: string;
  /** Called at negotiate/start and after a 401; never logged. */
  accessTokenFactory: () => Promise<string>;
  /** The hub answered 401 at negotiate, at a start or at the client's own reconnect: the next token must be a renewed one. */
  onTokenRefused(): void;
}

export type HubConnectionFactory = (options: HubConnectionOptions) => Promise<HubConnectionLike>;

/** The hub's fixed protocol: the session joined after every (re)start and the push the server sends. */
export const HUB_PROTOCOL = {
  joinMethod: 'JoinSession',
  /** The spec's "message-bus session named for web notifications". */
  sessionName: 'WebNotifications',
  receiveMethod: 'ReceiveNotification',
  /**
   * A ticket's status changed elsewhere (argument: its id), so an open detail refetches it. Not named by
   * the specification: the sandbox's hub sends it (README, sandbox section).
   */
  ticketChangedMethod: 'TicketChanged',
} as const;
