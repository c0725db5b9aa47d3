import { isPasswordResetFlow, sessionUserFrom } from './claims';

describe('identity claims', () => {
  it('reads the production claims', () => {
    expect(sessionUserFrom({ extension_GSerUserId: 4, extension_GSerUserEmail: 'a@b.mx', name: 'Ana', role: 'ENG' })).toEqual({
      userId: 4, email: 'a@b.mx', name: 'Ana', role: 'ENG',
    });
  });
  it('refuses a session without an e-mail (the user is signed out)', () => {
    expect(sessionUserFrom({ extension_GSerUserId: 4, extension_GSerUserEmail: '  ' })).toBeNull();
    expect(sessionUserFrom(undefined)).toBeNull();
  });
  it('recognises the forgotten-password flow', () => {
    expect(isPasswordResetFlow({ tfp: 'B2C_1_PasswordReset' })).toBe(true);
    expect(isPasswordResetFlow({ acr: 'b2c_1_password_reset' })).toBe(true);
    expect(isPasswordResetFlow({ tfp: 'B2C_1_SignIn' })).toBe(false);
  });
});
