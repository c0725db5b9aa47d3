import { REVOCATION_REASONS, revocationReasonOf } from './sessionRevocation';

describe('revocationReasonOf', () => {
  it.each(REVOCATION_REASONS)('reads %s from the challenge of a revoked session', (reason) => {
    expect(revocationReasonOf(`Bearer error="invalid_token", error_description="session_revoked:${reason}"`)).toBe(reason);
  });

  it.each(REVOCATION_REASONS)("reads %s from the error of the hub's Close, as SignalR reports it", (reason) => {
    expect(revocationReasonOf(`Server returned an error on close: session_revoked:${reason}`)).toBe(reason);
  });

  it.each([
    ['an expired token', 'Bearer error="invalid_token", error_description="The token is not valid or expired"'],
    ['a bare challenge', 'Bearer'],
    ['an unknown reason', 'Bearer error="invalid_token", error_description="session_revoked:passwordChanged"'],
    ['the hub stopping', 'Server returned an error on close: El servidor de notificaciones se detuvo'],
    ['the reason inside another word', 'Server returned an error on close: not_session_revoked:roleChanged'],
    ['no header', null],
  ])('reads nothing from %s', (_, text) => {
    expect(revocationReasonOf(text)).toBeNull();
  });
});
