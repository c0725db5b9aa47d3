/**
 * An administrator's change (the user's profile permissions, role or language, or the account
 * deactivated or deleted) ends the user's sessions: the services refuse the earlier tokens with 401
 * and a challenge naming why, `Bearer error="invalid_token", error_description="session_revoked:<reason>"`,
 * and the notifications hub closes the user's live connections with the error `session_revoked:<reason>`.
 * A silent renewal cannot cure that, so the app stops and asks the user to sign in again, saying why.
 */
export const REVOCATION_REASONS = ['profileChanged', 'roleChanged', 'languageChanged', 'accountDeactivated', 'accountDeleted'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/** After a quote (the challenge's error_description) or a space (SignalR's "Server returned an error on close: ..."), or first. */
const REVOKED = /(?:^|["\s])session_revoked:([A-Za-z]+)/;

/**
 * The reason a 401's WWW-Authenticate or the hub's close error names, or null for any other refusal
 * or close (expired, wrong audience, the hub stopped...).
 */
export function revocationReasonOf(text: string | null | undefined): RevocationReason | null {
  const named = text?.match(REVOKED)?.[1];
  return REVOCATION_REASONS.find((reason) => reason === named) ?? null;
}
