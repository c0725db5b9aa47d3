import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** PKCE (RFC 7636), opaque tokens and the signed session cookie of the sandbox's sign-in. */

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** RFC 7636 4.1: 43..128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge is a base64url SHA-256: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const isS256Challenge = (challenge: string): boolean => CHALLENGE.test(challenge);

export const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verifyPkce(verifier: string, challenge: string): boolean {
  return VERIFIER.test(verifier) && safeEqual(s256(verifier), challenge);
}

export interface Session {
  userId: number;
  issuedAt: number;
}

/** `userId.issuedAt.hmac`: HMAC-SHA256 with a per-process secret, so a cookie cannot be forged or outlive the server. */
export function createSessionSigner(secret: Buffer = randomBytes(32)) {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(session: Session): string {
      const body = `${session.userId}.${session.issuedAt}`;
      return `${body}.${mac(body)}`;
    },
    verify(value: string | undefined, maxAgeMs: number, now = Date.now()): Session | null {
      const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
      if (!match || !safeEqual(mac(`${match[1]}.${match[2]}`), match[3]!)) return null;
      const session = { userId: Number(match[1]), issuedAt: Number(match[2]) };
      return now - session.issuedAt < maxAgeMs && session.issuedAt <= now + 60_000 ? session : null;
    },
  };
}
