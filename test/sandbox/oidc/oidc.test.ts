/**
 * @jest-environment jest-fixed-jsdom
 */
// Server-side suite: a real http server and Node's fetch. Not `@jest-environment node`: the shared setup
// (test/setup/jest.setup.ts) uses window.location and window.localStorage. Once it guards
// `typeof window !== 'undefined'`, this docblock can say `node`.
import { createPublicKey, verify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { authenticateBearer, publicJwks, verifyAccessToken } from '../auth/tokens';
import { createStore } from '../store/createStore';
import { randomToken, s256 } from './crypto';
import { createOidcRouter } from './router';

const CLIENT = 'service-desk-web';
const TICKET = 'api://service-desk/ticket/access';
const SECURITY = 'api://service-desk/security/access';
const store = createStore({ tickets: 20 });
const servers: { close(): void }[] = [];

async function start(rotationGraceMs?: number): Promise<string> {
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.use('/oidc', createOidcRouter({ origin, getStore: () => store, rotationGraceMs }));
  return origin;
}

let origin: string;
beforeAll(async () => {
  origin = await start(0);
});
afterAll(() => servers.forEach((s) => s.close()));

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
const hashOf = (location: string | null) => new URLSearchParams(new URL(location!).hash.slice(1));

function authorizeParams(overrides: Record<string, string> = {}) {
  const verifier = randomToken(48);
  const params: Record<string, string> = {
    client_id: CLIENT, redirect_uri: `${origin}/redirect.html`, response_type: 'code', response_mode: 'fragment',
    scope: `openid profile offline_access ${TICKET}`, state: 'state-1', nonce: 'nonce-1',
    code_challenge: s256(verifier), code_challenge_method: 'S256', ...overrides,
  };
  return { params, verifier };
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { redirect: 'manual', headers });
const post = (path: string, body: Record<string, string>) =>
  fetch(`${origin}${path}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(body) });

async function signIn(userId = 2, overrides: Record<string, string> = {}) {
  const { params, verifier } = authorizeParams(overrides);
  const res = await post('/oidc/authorize/login', { ...params, user_id: String(userId) });
  expect(res.status).toBe(303);
  const answer = hashOf(res.headers.get('location'));
  expect(answer.get('state')).toBe(params.state);
  const cookie = res.headers.getSetCookie()[0]!;
  return { code: answer.get('code')!, verifier, params, cookie };
}

function redeem(code: string, verifier: string, redirectUri = `${origin}/redirect.html`) {
  return post('/oidc/token', { grant_type: 'authorization_code', client_id: CLIENT, code, code_verifier: verifier, redirect_uri: redirectUri });
}

const refresh = (token: string, scope: string) =>
  post('/oidc/token', { grant_type: 'refresh_token', client_id: CLIENT, refresh_token: token, scope });

test('discovery document, also with query parameters, open to other origins', async () => {
  const res = await get('/oidc/.well-known/openid-configuration?appid=service-desk-web');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const doc = await res.json();
  expect(doc).toMatchObject({
    issuer: `${origin}/oidc`, authorization_endpoint: `${origin}/oidc/authorize`, token_endpoint: `${origin}/oidc/token`,
    end_session_endpoint: `${origin}/oidc/logout`, jwks_uri: `${origin}/oidc/jwks`, userinfo_endpoint: `${origin}/oidc/userinfo`,
    response_types_supported: ['code'], response_modes_supported: ['query', 'fragment'], code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['RS256'],
  });
  expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', TICKET, SECURITY]));
  const jwks = await get('/oidc/jwks');
  expect(jwks.headers.get('access-control-allow-origin')).toBe('*');
  const [key] = (await jwks.json()).keys;
  expect(key).toMatchObject({ kty: 'RSA', kid: 'sandbox-1', alg: 'RS256' });
  expect(key.d).toBeUndefined();
});

test('the sign-in page lists the 9 demo users and escapes what it echoes', async () => {
  const { params } = authorizeParams({ state: '"><script>alert(1)</script>' });
  const res = await get(`/oidc/authorize?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<h1>Iniciar sesión</h1>');
  expect(html.match(/<button /g)).toHaveLength(9);
  for (const text of ['Andrea Salinas Ruiz', 'cliente.lector', 'Administrador de laboratorio', '¿Olvidó su contraseña?']) expect(html).toContain(text);
  expect(html).not.toContain('<script>');
});

test('code + PKCE gives tokens the sandbox API accepts, and an ID token for the nonce', async () => {
  const { code, verifier, cookie } = await signIn(2);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Lax/);
  const res = await redeem(code, verifier);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.json();
  expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: `openid profile offline_access ${TICKET}` });
  expect(await verifyAccessToken(body.access_token)).toMatchObject({ extension_GSerUserId: 2, role: 'DIS', scp: TICKET, name: 'Diego Navarro Peña' });
  expect(await authenticateBearer(`Bearer ${body.access_token}`, TICKET)).toHaveProperty('claims');
  expect(await authenticateBearer(`Bearer ${body.access_token}`, SECURITY)).toHaveProperty('challenge');

  const [header, payload, signature] = body.id_token.split('.');
  const key = createPublicKey({ key: publicJwks().keys[0]!, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
  expect(claimsOf(body.id_token)).toMatchObject({
    iss: `${origin}/oidc`, aud: CLIENT, sub: '2', nonce: 'nonce-1', preferred_username: 'despachador', role: 'DIS',
    extension_GSerUserId: 2, extension_GSerUserEmail: 'despachador@mesadeservicio.mx', tfp: 'B2C_1_SignIn',
  });

  const info = await get('/oidc/userinfo', { Authorization: `Bearer ${body.access_token}` });
  expect(await info.json()).toMatchObject({ sub: '2', role: 'DIS' });
  expect((await get('/oidc/userinfo', { Authorization: 'Bearer nope' })).status).toBe(401);
});

test('a token asked for sign-in only (openid) is for the client and opens no service', async () => {
  const { code, verifier } = await signIn(2, { scope: 'openid profile' });
  const body = await (await redeem(code, verifier)).json();
  expect(claimsOf(body.access_token)).toMatchObject({ aud: CLIENT, scp: 'openid' });
  for (const scope of [TICKET, SECURITY]) expect(await authenticateBearer(`Bearer ${body.access_token}`, scope)).toHaveProperty('challenge');
});

test('a wrong code_verifier is refused', async () => {
  const { code } = await signIn();
  const res = await redeem(code, randomToken(48));
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
});

test('a code works once; replaying it revokes what it gave', async () => {
  const { code, verifier } = await signIn();
  const first = await (await redeem(code, verifier)).json();
  const second = await redeem(code, verifier);
  expect(second.status).toBe(400);
  expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
  expect((await refresh(first.refresh_token, `openid ${TICKET}`)).status).toBe(400);
});

test('a code is bound to its redirect_uri', async () => {
  const { code, verifier } = await signIn();
  expect((await redeem(code, verifier, `${origin}/other.html`)).status).toBe(400);
});

test('refresh for another scope works and rotates the refresh token', async () => {
  const { code, verifier } = await signIn(4);
  const first = await (await redeem(code, verifier)).json();
  const res = await refresh(first.refresh_token, `openid profile offline_access ${SECURITY}`);
  expect(res.status).toBe(200);
  const second = await res.json();
  expect(second.scope).toBe(`openid profile offline_access ${SECURITY}`);
  expect(second.refresh_token).not.toBe(first.refresh_token);
  expect(second.refresh_token_expires_in).toBeLessThanOrEqual(first.refresh_token_expires_in);
  expect(await verifyAccessToken(second.access_token)).toMatchObject({ extension_GSerUserId: 4, role: 'ENG', scp: SECURITY });
  expect(claimsOf(second.id_token)).toMatchObject({ sub: '4', tfp: 'B2C_1_SignIn' });

  const third = await refresh(second.refresh_token, `openid ${TICKET}`);
  expect(third.status).toBe(200);
  // The rotated token is spent (no grace on this server): reuse is refused and revokes the family.
  expect(await (await refresh(first.refresh_token, `openid ${TICKET}`)).json()).toMatchObject({ error: 'invalid_grant' });
  expect((await refresh((await third.json()).refresh_token, `openid ${TICKET}`)).status).toBe(400);
  expect(await (await refresh('x', `openid ${TICKET} ${SECURITY}`)).json()).toMatchObject({ error: 'invalid_scope' });
});

test('with the default grace, parallel silent refreshes with one token all succeed', async () => {
  const graceOrigin = await start();
  const { params, verifier } = authorizeParams({ redirect_uri: `${graceOrigin}/redirect.html` });
  const login = await fetch(`${graceOrigin}/oidc/authorize/login`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...params, user_id: '3' }) });
  const code = hashOf(login.headers.get('location')).get('code')!;
  const tokenAt = (body: Record<string, string>) => fetch(`${graceOrigin}/oidc/token`, { method: 'POST', body: new URLSearchParams({ client_id: CLIENT, ...body }) });
  const first = await (await tokenAt({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: params.redirect_uri! })).json();
  const answers = await Promise.all([TICKET, SECURITY].map((scope) => tokenAt({ grant_type: 'refresh_token', refresh_token: first.refresh_token, scope })));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
});

test('prompt=none: login_required without the session cookie, a code with it', async () => {
  const { params } = authorizeParams({ prompt: 'none', state: 'silent' });
  const without = await get(`/oidc/authorize?${new URLSearchParams(params)}`);
  expect(without.status).toBe(302);
  expect(Object.fromEntries(hashOf(without.headers.get('location')))).toMatchObject({ error: 'login_required', state: 'silent' });

  const { cookie } = await signIn(5);
  const session = cookie.split(';')[0]!;
  const withCookie = await get(`/oidc/authorize?${new URLSearchParams(params)}`, { Cookie: session });
  const answer = hashOf(withCookie.headers.get('location'));
  expect(answer.get('code')).toBeTruthy();
  expect(answer.get('state')).toBe('silent');

  const forged = session.replace(/=\d+\./, '=1.');
  expect(hashOf((await get(`/oidc/authorize?${new URLSearchParams(params)}`, { Cookie: forged })).headers.get('location')).get('error')).toBe('login_required');
  const otherHint = await get(`/oidc/authorize?${new URLSearchParams({ ...params, login_hint: 'admin' })}`, { Cookie: session });
  expect(hashOf(otherHint.headers.get('location')).get('error')).toBe('login_required');
  const query = await get(`/oidc/authorize?${new URLSearchParams({ ...params, response_mode: 'query' })}`, { Cookie: session });
  expect(new URL(query.headers.get('location')!).searchParams.get('code')).toBeTruthy();
});

test('logout clears the cookie and only returns to the sandbox origin', async () => {
  const res = await get(`/oidc/logout?post_logout_redirect_uri=${encodeURIComponent(`${origin}/`)}&state=bye`);
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`${origin}/?state=bye`);
  expect(res.headers.getSetCookie()[0]).toMatch(/^sandbox_oidc_session=;.*Expires=Thu, 01 Jan 1970/);
  const foreign = await get(`/oidc/logout?post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`);
  expect(foreign.headers.get('location')).toBe(`${origin}/`);
});

test('"¿Olvidó su contraseña?" signs the first user in through the password reset flow', async () => {
  const { params, verifier } = authorizeParams();
  const res = await get(`/oidc/authorize/reset?${new URLSearchParams(params)}`);
  const body = await (await redeem(hashOf(res.headers.get('location')).get('code')!, verifier)).json();
  expect(claimsOf(body.id_token)).toMatchObject({ sub: '1', role: 'ADM', tfp: 'B2C_1_PasswordReset' });
});

test('a disabled user gets an error on the page', async () => {
  store.users.get(7)!.enabled = false;
  try {
    const { params } = authorizeParams();
    const res = await post('/oidc/authorize/login', { ...params, user_id: '7' });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/role="alert">La cuenta de César Robles Fuentes está deshabilitada/);
  } finally {
    store.users.get(7)!.enabled = true;
  }
});

test('authorize refuses untrusted redirects and requests without PKCE', async () => {
  const foreign = await get(`/oidc/authorize?${new URLSearchParams(authorizeParams({ redirect_uri: 'https://evil.example/cb' }).params)}`);
  expect(foreign.status).toBe(400);
  expect(foreign.headers.get('location')).toBeNull();
  const { params } = authorizeParams();
  delete params.code_challenge;
  const noPkce = await get(`/oidc/authorize?${new URLSearchParams(params)}`);
  expect(Object.fromEntries(hashOf(noPkce.headers.get('location')))).toMatchObject({ error: 'invalid_request', state: 'state-1' });
});
