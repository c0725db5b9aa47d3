/**
 * An administrator's change (the user's profile permissions, role or language) ends the user's
 * sessions: the services refuse the earlier tokens with 401 and a challenge naming why,
 * `Bearer error="invalid_token", error_description="session_revoked:<reason>"`. A silent renewal
 * cannot cure that, so the app stops and asks the user to sign in again, saying why.
 */
export const REVOCATION_REASONS = ['profileChanged', 'roleChanged', 'languageChanged'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

const REVOKED = /error_description="session_revoked:([A-Za-z]+)"/;

/** The reason a 401's WWW-Authenticate names, or null for any other refusal (expired, wrong audience...). */
export function revocationReasonOf(challenge: string | null | undefined): RevocationReason | null {
  const named = challenge?.match(REVOKED)?.[1];
  return REVOCATION_REASONS.find((reason) => reason === named) ?? null;
}
