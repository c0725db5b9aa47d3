/**
 * SignalR's JSON hub protocol, version 1: every record is JSON followed by the record separator 0x1E,
 * the first record a client sends is the handshake, and one WebSocket frame may hold several records
 * or part of one.
 */
export const RECORD_SEPARATOR = '\x1e';

/** A record longer than this (handshake or message) is refused: the app's messages are small. */
export const MAX_RECORD_CHARS = 64 * 1024;

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export type HubMessage =
  | { type: typeof MessageType.Invocation; target: string; arguments: unknown[]; invocationId?: string; streamIds?: string[] }
  | { type: typeof MessageType.StreamItem; invocationId: string; item: unknown }
  | { type: typeof MessageType.Completion; invocationId: string; result?: unknown; error?: string }
  | { type: typeof MessageType.StreamInvocation; invocationId: string; target: string; arguments: unknown[] }
  | { type: typeof MessageType.CancelInvocation; invocationId: string }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };

/** A record the server cannot accept; the connection ends with its message. */
export class ProtocolError extends Error {}

/** Collects frames and hands back whole records, keeping a trailing partial record for the next frame. */
export class RecordReader {
  private pending = '';

  push(text: string): string[] {
    const parts = (this.pending + text).split(RECORD_SEPARATOR);
    this.pending = parts.pop()!;
    if (this.pending.length > MAX_RECORD_CHARS) throw new ProtocolError('El mensaje excede el tamaño permitido');
    if (parts.some((record) => record.length > MAX_RECORD_CHARS)) throw new ProtocolError('El mensaje excede el tamaño permitido');
    // Two separators in a row carry no record; there is nothing to answer.
    return parts.filter((record) => record.length > 0);
  }
}

export const encodeRecord = (value: object): string => `${JSON.stringify(value)}${RECORD_SEPARATOR}`;

export const HANDSHAKE_ACCEPTED = encodeRecord({});

function parseJsonObject(record: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(record);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Checks the client's handshake; the error, when there is one, goes back in the handshake response. */
export function readHandshake(record: string): { ok: true } | { ok: false; error: string } {
  const request = parseJsonObject(record);
  if (!request || typeof request.protocol !== 'string' || typeof request.version !== 'number') {
    return { ok: false, error: 'El saludo del protocolo no es válido' };
  }
  if (request.protocol !== 'json') return { ok: false, error: `El protocolo '${request.protocol}' no está disponible` };
  if (request.version !== 1) return { ok: false, error: `La versión ${request.version} del protocolo json no está disponible` };
  return { ok: true };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Parses one record after the handshake into a hub message, checking the fields its type needs. */
export function readMessage(record: string): HubMessage {
  const m = parseJsonObject(record);
  if (!m) throw new ProtocolError('El mensaje no es JSON válido');
  const fail = (): never => {
    throw new ProtocolError(`El mensaje de tipo ${String(m.type)} no es válido`);
  };
  switch (m.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      if (!isString(m.target) || !Array.isArray(m.arguments)) fail();
      if (m.type === MessageType.StreamInvocation ? !isString(m.invocationId) : m.invocationId !== undefined && !isString(m.invocationId)) fail();
      break;
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
      if (!isString(m.invocationId)) fail();
      break;
    case MessageType.Ping:
      break;
    case MessageType.Close:
      if (m.error !== undefined && m.error !== null && !isString(m.error)) fail();
      break;
    default:
      throw new ProtocolError(`Tipo de mensaje desconocido: ${String(m.type)}`);
  }
  return m as unknown as HubMessage;
}
