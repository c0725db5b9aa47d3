import { randomBytes, randomUUID } from 'node:crypto';
import type { HubClient } from './hubClient';

/** A negotiate answer not used to connect within this time is forgotten. */
const CONNECTION_TOKEN_TTL_MS = 60_000;

interface Negotiated {
  connectionId: string;
  userId: number;
  issuedAt: number;
}

/** Negotiated connection tokens waiting for their WebSocket, and the connected clients. */
export class ConnectionRegistry {
  private readonly negotiated = new Map<string, Negotiated>();
  private readonly clients = new Set<HubClient>();

  /** A negotiate for the user: the connection id and the single-use token the WebSocket presents as `id`. */
  negotiate(userId: number): { connectionId: string; connectionToken: string } {
    const now = Date.now();
    for (const [token, entry] of this.negotiated) if (now - entry.issuedAt > CONNECTION_TOKEN_TTL_MS) this.negotiated.delete(token);
    const connectionId = randomUUID();
    const connectionToken = randomBytes(24).toString('base64url');
    this.negotiated.set(connectionToken, { connectionId, userId, issuedAt: now });
    return { connectionId, connectionToken };
  }

  /** Takes a negotiated token (one use); null when unknown or expired. */
  claim(connectionToken: string | null): Negotiated | null {
    if (!connectionToken) return null;
    const entry = this.negotiated.get(connectionToken);
    this.negotiated.delete(connectionToken);
    return entry && Date.now() - entry.issuedAt <= CONNECTION_TOKEN_TTL_MS ? entry : null;
  }

  add(client: HubClient): void {
    this.clients.add(client);
    client.onClose(() => this.clients.delete(client));
  }

  all(): HubClient[] {
    return [...this.clients];
  }

  ofUser(userId: number): HubClient[] {
    return this.all().filter((c) => c.userId === userId);
  }

  forgetNegotiated(): void {
    this.negotiated.clear();
  }
}
