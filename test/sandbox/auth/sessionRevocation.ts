/**
 * Sessions an administrator's change ends (a profile's permissions, a user's role or language, the
 * account deactivated or deleted): every access token issued to that user before the change is refused
 * at the next request, with a challenge naming why, so the app can say so instead of renewing silently.
 *
 * Tokens carry the user's session generation at issue (claim `sgen`); a revocation moves the
 * generation on. A counter rather than the issue time: iat has whole seconds, and a sign-in in the
 * same second as the revocation must still open a session.
 */
export type RevocationReason = 'profileChanged' | 'roleChanged' | 'languageChanged' | 'accountDeactivated' | 'accountDeleted';

/** The challenge's error_description: the app reads the reason after this prefix. */
export const REVOKED_DESCRIPTION_PREFIX = 'session_revoked:';

/** Told of every revocation as it happens: the notification hub closes the user's live connections. */
export type RevocationListener = (userId: number, reason: RevocationReason) => void;

const revocations = new Map<number, { generation: number; reason: RevocationReason }>();
const listeners = new Set<RevocationListener>();

export function revokeSessions(userId: number, reason: RevocationReason): void {
  revocations.set(userId, { generation: sessionGenerationOf(userId) + 1, reason });
  for (const listener of listeners) listener(userId, reason);
}

/** Subscribes to revocations; returns the unsubscribe. */
export function onSessionsRevoked(listener: RevocationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The generation a token issued now carries. */
export function sessionGenerationOf(userId: number): number {
  return revocations.get(userId)?.generation ?? 0;
}

/** Why a token of that generation no longer opens the user's session, or null while it does. */
export function revocationOf(userId: number, generation: number): RevocationReason | null {
  const revoked = revocations.get(userId);
  return revoked && generation < revoked.generation ? revoked.reason : null;
}

/** `session_revoked:<reason>`: the REST challenge's error_description and the hub's Close error alike. */
export function revokedDescription(reason: RevocationReason): string {
  return `${REVOKED_DESCRIPTION_PREFIX}${reason}`;
}

export function revokedChallenge(reason: RevocationReason): string {
  return `Bearer error="invalid_token", error_description="${revokedDescription(reason)}"`;
}

/** With the sandbox's reset: every session opens again (subscriptions stay). */
export function resetSessionRevocations(): void {
  revocations.clear();
}
