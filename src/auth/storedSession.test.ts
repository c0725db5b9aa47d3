import { mayHoldSession } from './storedSession';

describe('mayHoldSession', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const check = () => mayHoldSession(window.localStorage, window.sessionStorage);

  it('is false in a browser where MSAL never ran or signed out, whatever else is stored', () => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('msal.version', '5.29.0');
    window.localStorage.setItem('msal.3.account.keys', '[]');
    expect(check()).toBe(false);
  });

  it('is true when MSAL lists a cached account, in any schema', () => {
    window.localStorage.setItem('msal.3.account.keys', '["msal.3|uid.utid|login.example|tenant"]');
    expect(check()).toBe(true);
    window.localStorage.clear();
    window.localStorage.setItem('msal.account.keys', '["uid.utid-login.example-tenant"]');
    expect(check()).toBe(true);
  });

  it('is true while a sign-in is in flight or its answer waits in session storage', () => {
    window.sessionStorage.setItem('msal.interaction.status', '{"clientId":"app","type":"signin"}');
    expect(check()).toBe(true);
  });

  it('leaves an unreadable account list to MSAL', () => {
    window.localStorage.setItem('msal.3.account.keys', 'not json');
    expect(check()).toBe(true);
  });
});
