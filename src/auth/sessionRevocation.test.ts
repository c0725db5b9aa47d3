import { REVOCATION_REASONS, revocationReasonOf } from './sessionRevocation';

describe('revocationReasonOf', () => {
  it.each(REVOCATION_REASONS)('reads %s from the challenge of a revoked session', (reason) => {
    expect(revocationReasonOf(`Bearer error="invalid_token", error_description="session_revoked:${reason}"`)).toBe(reason);
  });

  it.each([
    ['an expired token', 'Bearer error="invalid_token", error_description="The token is not valid or expired"'],
    ['a bare challenge', 'Bearer'],
    ['an unknown reason', 'Bearer error="invalid_token", error_description="session_revoked:passwordChanged"'],
    ['no header', null],
  ])('reads nothing from %s', (_, challenge) => {
    expect(revocationReasonOf(challenge)).toBeNull();
  });
});
