import { redactSecrets } from './redactSecrets';

describe('redactSecrets', () => {
  it.each([
    ['a bearer token', 'GET /x failed: Bearer abc.def-ghi', 'GET /x failed: Bearer [redacted]'],
    ['a token in a query string', 'wss://hub/n?id=1&access_token=secret.jwt&x=2', 'wss://hub/n?id=1&access_token=[redacted]&x=2'],
    ['an authorization code', '/redirect.html?code=abc123&state=s', '/redirect.html?code=[redacted]&state=s'],
    ['an Authorization header of any scheme', 'headers: Authorization: Basic dXNlcjpzZWNyZXQ=', 'headers: Authorization: [redacted]'],
    ['an Authorization header in JSON', '{"Authorization":"Bearer abc.def"}', '{"Authorization":"[redacted]"}'],
    ['a token field in JSON', '{"access_token":"abc","refresh_token": "def","password":"hunter2"}', '{"access_token":"[redacted]","refresh_token": "[redacted]","password":"[redacted]"}'],
    ['a JSON web token on its own', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl expired', 'token [redacted-jwt] expired'],
    ['an e-mail address', 'no account for ana.lopez+test@example.com.mx', 'no account for [redacted-email]'],
  ])('takes out %s', (_name, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it('leaves stack frames and ordinary text alone', () => {
    const stack = 'Error: boom\n    at save (https://localhost:3000/assets/main.1a2b3c4d.js:1:2345)\n    at fn@https://localhost:3000/assets/x.js:3:4';
    expect(redactSecrets(stack)).toBe(stack);
    expect(redactSecrets('{"code":"E_STATUS","message":"No se puede cerrar"}')).toBe('{"code":"E_STATUS","message":"No se puede cerrar"}');
  });
});
