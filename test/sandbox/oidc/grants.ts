import { randomToken } from './crypto';

/** In-memory authorization codes and refresh tokens of the sandbox's OpenID provider. */

export type UserFlow = 'B2C_1_SignIn' | 'B2C_1_PasswordReset';

export interface Grant {
  userId: number;
  clientId: string;
  /** Scopes granted at sign-in (openid, profile, offline_access and perhaps one API scope). */
  scopes: string[];
  tfp: UserFlow;
  /** Seconds since the epoch of the interactive sign-in. */
  authTime: number;
}

export interface CodeEntry extends Grant {
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  expiresAt: number;
  used: boolean;
  /** Refresh tokens born from this code: revoked if the code is replayed (RFC 6749 4.1.2). */
  family: string;
}

export interface RefreshEntry extends Grant {
  family: string;
  /** Fixed at sign-in: rotation does not extend it (SPA refresh tokens do not slide). */
  expiresAt: number;
  rotatedAt?: number;
}

export interface GrantStoreOptions {
  codeTtlMs?: number;
  refreshTtlMs?: number;
  /**
   * How long a rotated refresh token still works. MSAL runs acquireTokenSilent for several services
   * (and tabs) in parallel with the same cached refresh token; a short grace keeps those from
   * failing with invalid_grant. A use after the grace is treated as theft: the family is revoked.
   */
  rotationGraceMs?: number;
  now?: () => number;
}

export class GrantStore {
  private readonly codes = new Map<string, CodeEntry>();
  private readonly refreshTokens = new Map<string, RefreshEntry>();
  private readonly codeTtlMs: number;
  private readonly refreshTtlMs: number;
  private readonly graceMs: number;
  private readonly now: () => number;

  constructor(options: GrantStoreOptions = {}) {
    this.codeTtlMs = options.codeTtlMs ?? 60_000;
    this.refreshTtlMs = options.refreshTtlMs ?? 24 * 3_600_000;
    this.graceMs = options.rotationGraceMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  issueCode(grant: Grant, binding: Pick<CodeEntry, 'redirectUri' | 'codeChallenge' | 'nonce'>): string {
    this.prune();
    const code = randomToken();
    this.codes.set(code, { ...grant, ...binding, expiresAt: this.now() + this.codeTtlMs, used: false, family: randomToken(12) });
    return code;
  }

  /** The code's entry on its first use within its lifetime; null (and its tokens revoked) otherwise. */
  redeemCode(code: string): CodeEntry | null {
    const entry = this.codes.get(code);
    if (!entry || entry.expiresAt <= this.now()) return null;
    if (entry.used) {
      this.revokeFamily(entry.family);
      return null;
    }
    entry.used = true;
    return entry;
  }

  issueRefreshToken(grant: Grant, family: string, expiresAt = this.now() + this.refreshTtlMs): { token: string; expiresAt: number } {
    const token = randomToken();
    const { userId, clientId, scopes, tfp, authTime } = grant;
    this.refreshTokens.set(token, { userId, clientId, scopes, tfp, authTime, family, expiresAt });
    return { token, expiresAt };
  }

  /** Marks the token used and returns its grant, or null if unknown, expired or reused after the grace. */
  useRefreshToken(token: string): RefreshEntry | null {
    const entry = this.refreshTokens.get(token);
    const now = this.now();
    if (!entry || entry.expiresAt <= now) return null;
    if (entry.rotatedAt !== undefined && now - entry.rotatedAt >= this.graceMs) {
      this.revokeFamily(entry.family);
      return null;
    }
    entry.rotatedAt ??= now;
    return entry;
  }

  revokeFamily(family: string): void {
    for (const [token, entry] of this.refreshTokens) if (entry.family === family) this.refreshTokens.delete(token);
  }

  private prune(): void {
    const now = this.now();
    for (const [code, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(code);
    for (const [token, entry] of this.refreshTokens) if (entry.expiresAt <= now) this.refreshTokens.delete(token);
  }
}
