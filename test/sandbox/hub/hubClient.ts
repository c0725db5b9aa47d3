// node:timers, not the globals: under jest's jsdom the globals return numbers that cannot be unref'd.
import { setTimeout, clearTimeout } from 'node:timers';
import WebSocket from 'ws';
import {
  encodeRecord, HANDSHAKE_ACCEPTED, MessageType, ProtocolError, readHandshake, readMessage, RecordReader, type HubMessage,
} from './protocol';

/** A client that has not sent its handshake this long after connecting is dropped (as ASP.NET Core does). */
const HANDSHAKE_TIMEOUT_MS = 15_000;

/** A failure a hub method reports to the caller in its Completion. */
export class HubMethodError extends Error {}

export type HubMethod = (client: HubClient, args: unknown[]) => unknown;

type Invocation = Extract<HubMessage, { type: typeof MessageType.Invocation }>;

/** One WebSocket connection speaking the JSON hub protocol for a signed-in user. */
export class HubClient {
  private readonly reader = new RecordReader();
  private handshaken = false;
  private readonly handshakeTimer: NodeJS.Timeout;
  /** Sessions (message-bus groups) the client joined. */
  readonly sessions = new Set<string>();
  /** When the client last sent anything; it pings every 15 s while connected. */
  lastSeen = Date.now();

  constructor(
    readonly connectionId: string,
    readonly userId: number,
    private readonly socket: WebSocket,
    private readonly methods: Readonly<Record<string, HubMethod>>,
  ) {
    this.handshakeTimer = setTimeout(() => {
      if (!this.handshaken) socket.terminate();
    }, HANDSHAKE_TIMEOUT_MS).unref();
    socket.on('message', (data) => this.receive(data.toString()));
    socket.on('close', () => clearTimeout(this.handshakeTimer));
    socket.on('error', () => socket.terminate());
  }

  /** Handshake done and the socket open: the client may be sent messages. */
  get ready(): boolean {
    return this.handshaken && this.socket.readyState === WebSocket.OPEN;
  }

  onClose(listener: () => void): void {
    this.socket.once('close', listener);
  }

  send(message: HubMessage): void {
    if (this.ready) this.socket.send(encodeRecord(message));
  }

  /** Sends a Close message, then drops the socket once the frame is written. */
  close(error: string | undefined, allowReconnect: boolean): void {
    if (!this.ready) {
      this.socket.terminate();
      return;
    }
    this.socket.send(encodeRecord({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect }), () => this.socket.terminate());
  }

  private receive(text: string): void {
    this.lastSeen = Date.now();
    try {
      for (const record of this.reader.push(text)) {
        if (this.socket.readyState !== WebSocket.OPEN) return;
        if (this.handshaken) this.handle(readMessage(record));
        else this.handshake(record);
      }
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.close(error.message, false);
    }
  }

  private handshake(record: string): void {
    const answer = readHandshake(record);
    if (!answer.ok) {
      this.socket.send(encodeRecord({ error: answer.error }), () => this.socket.close());
      return;
    }
    this.handshaken = true;
    clearTimeout(this.handshakeTimer);
    this.socket.send(HANDSHAKE_ACCEPTED);
  }

  private handle(message: HubMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
        return this.invoke(message);
      case MessageType.StreamInvocation:
        return this.send({ type: MessageType.Completion, invocationId: message.invocationId, error: 'El hub no admite flujos' });
      case MessageType.Ping:
        return this.send({ type: MessageType.Ping });
      case MessageType.Close:
        this.socket.close();
        return;
      default:
        // Completions, stream items and cancellations answer server calls; this hub makes none that wait.
        return;
    }
  }

  private invoke(message: Invocation): void {
    const method = Object.hasOwn(this.methods, message.target) ? this.methods[message.target] : undefined;
    let outcome: { result: unknown } | { error: string };
    if (!method) outcome = { error: `Método desconocido: ${message.target}` };
    else {
      try {
        outcome = { result: method(this, message.arguments) ?? null };
      } catch (error) {
        if (!(error instanceof HubMethodError)) console.error(`[sandbox] hub method ${message.target} failed`, error);
        outcome = { error: error instanceof HubMethodError ? error.message : 'Error interno del hub' };
      }
    }
    // Without an invocationId the client sent it fire-and-forget and expects no answer.
    if (message.invocationId !== undefined) this.send({ type: MessageType.Completion, invocationId: message.invocationId, ...outcome });
  }
}
