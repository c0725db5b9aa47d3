import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { audienceOf, issueAccessToken, issueIdToken, publicJwks, verifyAccessToken } from '../auth/tokens';
import { sandboxRuntimeConfig } from '../server/sandboxConfig';
import { DEMO_USERS } from '../store/createStore';
import { createdUserIds } from '../security/accountRules';
import type { SandboxStore, UserRecord } from '../store/types';
import { accessScopeOf, checkAuthorize, OIDC_SCOPES, parseScopes, pickAuthorizeParams, sameOrigin, type AuthorizeRequest } from './authorizeRequest';
import { createSessionSigner, verifyPkce, type Session } from './crypto';
import { GrantStore, type Grant, type UserFlow } from './grants';
import { errorPage, signInPage } from './pages';

export interface OidcRouterOptions {
  /** The sandbox's origin, e.g. https://localhost:8443; the issuer is `${origin}/oidc`. */
  origin: string;
  getStore: () => SandboxStore;
  /** Grace for a rotated refresh token (see GrantStore); default 10 s. */
  rotationGraceMs?: number;
}

const SESSION_COOKIE = 'sandbox_oidc_session';
const SESSION_MAX_AGE_MS = 24 * 3_600_000;
const TOKEN_TTL_S = 3600;

/**
 * A small OpenID Connect provider for the sandbox, enough for @azure/msal-browser 5 in protocolMode OIDC:
 * authorization code + PKCE (S256), refresh token grant (one API scope per request), prompt=none via a
 * signed session cookie, RP-initiated logout. ID tokens look like Azure AD B2C's (tfp, extension_* claims).
 */
export function createOidcRouter({ origin, getStore, rotationGraceMs }: OidcRouterOptions): Router {
  const issuer = `${origin}/oidc`;
  const config = sandboxRuntimeConfig(origin);
  const clientId = config.auth.clientId;
  const apiScopes = new Set(Object.values(config.services).map((s) => s.scope));
  const grants = new GrantStore({ rotationGraceMs });
  const sessions = createSessionSigner();
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '32kb' });

  const activeUser = (userId: number): UserRecord | null => {
    const user = getStore().users.get(userId);
    return user && user.enabled ? user : null;
  };

  const cookieOptions = (req: Request) => ({ httpOnly: true, secure: true, sameSite: 'lax' as const, path: req.baseUrl || '/' });

  function readSession(req: Request) {
    const raw = (req.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return sessions.verify(raw?.slice(SESSION_COOKIE.length + 1), SESSION_MAX_AGE_MS);
  }

  function redirectWith(req: Request, res: Response, uri: string, mode: 'query' | 'fragment', params: Record<string, string | undefined>) {
    const url = new URL(uri);
    const values = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
    if (mode === 'fragment') url.hash = values.toString();
    else values.forEach((value, key) => url.searchParams.set(key, value));
    res.set('Cache-Control', 'no-store').redirect(req.method === 'POST' ? 303 : 302, url.toString());
  }

  /** Ends the authorize step: session cookie, single-use code, back to the client. */
  function issueCode(req: Request, res: Response, request: AuthorizeRequest, user: UserRecord, tfp: UserFlow, session?: Session) {
    if (!session) {
      session = { userId: user.userId, issuedAt: Date.now() };
      res.cookie(SESSION_COOKIE, sessions.sign(session), { ...cookieOptions(req), maxAge: SESSION_MAX_AGE_MS });
    }
    const authTime = Math.floor(session.issuedAt / 1000);
    const grant: Grant = { userId: user.userId, clientId: request.clientId, scopes: request.scopes, tfp, authTime };
    const code = grants.issueCode(grant, { redirectUri: request.redirectUri, codeChallenge: request.codeChallenge, nonce: request.nonce });
    redirectWith(req, res, request.redirectUri, request.responseMode, { code, state: request.state });
  }

  function renderSignIn(req: Request, res: Response, request: AuthorizeRequest, error?: string, status = 200) {
    // The demo users, then the users an administrator created (CreateAccount), so a new user can sign in.
    const ids = [...DEMO_USERS.map((_, i) => i + 1), ...createdUserIds(getStore())];
    const users = ids.map((id) => getStore().users.get(id)).filter((u): u is UserRecord => !!u);
    const html = signInPage({
      action: `${req.baseUrl}/authorize/login`,
      params: request.params,
      users,
      resetHref: `${req.baseUrl}/authorize/reset?${new URLSearchParams(request.params).toString()}`,
      error,
    });
    res.status(status).set({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
    }).type('html').send(html);
  }

  /** Validates the authorize parameters; answers the error itself and returns null when they are not acceptable. */
  function authorizeRequest(req: Request, res: Response, source: unknown): AuthorizeRequest | null {
    const check = checkAuthorize(pickAuthorizeParams(source), { origin, clientId, apiScopes });
    if (check.kind === 'ok') return check.request;
    if (check.kind === 'page') res.status(400).set('Cache-Control', 'no-store').type('html').send(errorPage(check.message));
    else redirectWith(req, res, check.redirectUri, check.responseMode, { error: check.error, error_description: check.description, state: check.state });
    return null;
  }

  const cors = (req: Request, res: Response, next: NextFunction) => {
    res.set('Access-Control-Allow-Origin', '*');
    if (req.method !== 'OPTIONS') return next();
    res.set({
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': req.get('Access-Control-Request-Headers') ?? 'Content-Type, Authorization',
      'Access-Control-Max-Age': '600',
      Vary: 'Access-Control-Request-Headers',
    }).sendStatus(204);
  };
  router.use(['/.well-known/openid-configuration', '/jwks', '/token', '/userinfo'], cors);

  router.get('/.well-known/openid-configuration', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      end_session_endpoint: `${issuer}/logout`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...OIDC_SCOPES, ...apiScopes],
      id_token_signing_alg_values_supported: ['RS256'],
      subject_types_supported: ['public'],
      token_endpoint_auth_methods_supported: ['none'],
      prompt_values_supported: ['none', 'login', 'select_account', 'consent', 'create'],
      claims_supported: [
        'sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'name', 'preferred_username', 'email',
        'extension_GSerUserId', 'extension_GSerUserEmail', 'role', 'tfp',
      ],
    });
  });

  router.get('/jwks', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(publicJwks());
  });

  router.get('/authorize', (req, res) => {
    const request = authorizeRequest(req, res, req.query);
    if (!request) return;
    if (!request.prompt.includes('none')) return renderSignIn(req, res, request);
    // Silent sign-in (MSAL's hidden iframe): only with a live session for the hinted user, if any.
    const session = readSession(req);
    const user = session ? activeUser(session.userId) : null;
    const hintOk = !request.loginHint || request.loginHint === user?.userName || request.loginHint === user?.email;
    if (!session || !user || !hintOk) {
      return redirectWith(req, res, request.redirectUri, request.responseMode, {
        error: 'login_required', error_description: 'No hay una sesión activa en el sandbox', state: request.state,
      });
    }
    issueCode(req, res, request, user, 'B2C_1_SignIn', session);
  });

  router.post('/authorize/login', form, (req, res) => {
    const request = authorizeRequest(req, res, req.body);
    if (!request) return;
    const userId = Number((req.body as Record<string, unknown>).user_id);
    const user = Number.isInteger(userId) ? getStore().users.get(userId) : undefined;
    if (!user) return renderSignIn(req, res, request, 'El usuario elegido no existe.', 400);
    if (!user.enabled) return renderSignIn(req, res, request, `La cuenta de ${user.fullName} está deshabilitada. Elija otro usuario.`, 403);
    issueCode(req, res, request, user, 'B2C_1_SignIn');
  });

  // "¿Olvidó su contraseña?": B2C's password reset flow, completed at once for the first demo user.
  router.get('/authorize/reset', (req, res) => {
    const request = authorizeRequest(req, res, req.query);
    if (!request) return;
    const user = getStore().users.get(1);
    if (!user || !user.enabled) return renderSignIn(req, res, request, 'La cuenta para restablecer la contraseña está deshabilitada.', 403);
    issueCode(req, res, request, user, 'B2C_1_PasswordReset');
  });

  router.post('/token', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const param = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    const fail = (error: string, description: string) =>
      res.status(400).set('Cache-Control', 'no-store').json({ error, error_description: description });

    const grantType = param('grant_type');
    const requestClientId = param('client_id');
    if (!grantType || !requestClientId) return fail('invalid_request', 'grant_type and client_id are required');
    if (requestClientId !== clientId) return fail('invalid_client', 'Unknown client_id');

    let grant: Grant;
    let family: string;
    let scopes: string[];
    let nonce: string | undefined;
    let refreshExpiresAt: number | undefined;
    if (grantType === 'authorization_code') {
      const code = param('code');
      const redirectUri = param('redirect_uri');
      const verifier = param('code_verifier');
      if (!code || !redirectUri || !verifier) return fail('invalid_request', 'code, redirect_uri and code_verifier are required');
      const entry = grants.redeemCode(code);
      if (!entry) return fail('invalid_grant', 'The code is unknown, expired or already used');
      if (entry.clientId !== requestClientId || entry.redirectUri !== redirectUri) return fail('invalid_grant', 'The code was issued to another client or redirect_uri');
      if (!verifyPkce(verifier, entry.codeChallenge)) return fail('invalid_grant', 'code_verifier does not match the code_challenge');
      ({ family, nonce } = entry);
      grant = entry;
      scopes = entry.scopes;
    } else if (grantType === 'refresh_token') {
      const token = param('refresh_token');
      if (!token) return fail('invalid_request', 'refresh_token is required');
      const requested = param('scope') === undefined ? null : parseScopes(param('scope'), apiScopes);
      if (param('scope') !== undefined && (!requested || requested.length === 0)) return fail('invalid_scope', 'Unknown scope or more than one API');
      const entry = grants.useRefreshToken(token);
      if (!entry) return fail('invalid_grant', 'The refresh token is unknown, expired or revoked');
      if (entry.clientId !== requestClientId) return fail('invalid_grant', 'The refresh token was issued to another client');
      ({ family } = entry);
      grant = entry;
      scopes = requested ?? entry.scopes;
      refreshExpiresAt = entry.expiresAt;
    } else {
      return fail('unsupported_grant_type', 'Use authorization_code or refresh_token');
    }

    const user = activeUser(grant.userId);
    if (!user) return fail('invalid_grant', 'The user no longer exists or is disabled');
    // For the API asked for (its audience and scope), or for the client alone when only OpenID scopes were.
    const scp = accessScopeOf(scopes);
    const accessToken = await issueAccessToken({
      extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp,
    }, audienceOf(scp), TOKEN_TTL_S);
    const idToken = await issueIdToken({
      iss: issuer, aud: clientId, sub: String(user.userId), ...(nonce ? { nonce } : {}), auth_time: grant.authTime,
      name: user.fullName, preferred_username: user.userName, email: user.email,
      extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, tfp: grant.tfp,
    }, TOKEN_TTL_S);
    const refresh = grant.scopes.includes('offline_access') ? grants.issueRefreshToken(grant, family, refreshExpiresAt) : null;
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json({
      token_type: 'Bearer',
      scope: scopes.join(' '),
      expires_in: TOKEN_TTL_S,
      access_token: accessToken,
      id_token: idToken,
      id_token_expires_in: TOKEN_TTL_S,
      ...(refresh
        ? { refresh_token: refresh.token, refresh_token_expires_in: Math.max(0, Math.floor((refresh.expiresAt - Date.now()) / 1000)) }
        : {}),
    });
  });

  const userinfo = async (req: Request, res: Response) => {
    const header = req.get('Authorization') ?? '';
    const claims = header.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7)) : null;
    const user = claims ? activeUser(Number(claims.extension_GSerUserId)) : null;
    if (!user) {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token', error_description: 'Missing, invalid or expired access token' });
      return;
    }
    res.set('Cache-Control', 'no-store').json({
      sub: String(user.userId), name: user.fullName, preferred_username: user.userName, email: user.email,
      extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode,
    });
  };
  router.get('/userinfo', userinfo);
  router.post('/userinfo', userinfo);

  // RP-initiated logout (end_session_endpoint): clear the session, back to the app.
  router.get('/logout', (req, res) => {
    const target = typeof req.query.post_logout_redirect_uri === 'string' ? req.query.post_logout_redirect_uri : undefined;
    const trusted = sameOrigin(target, origin);
    const url = new URL(trusted ? target! : `${origin}/`);
    if (trusted && typeof req.query.state === 'string') url.searchParams.set('state', req.query.state);
    res.clearCookie(SESSION_COOKIE, cookieOptions(req)).set('Cache-Control', 'no-store').redirect(302, url.toString());
  });

  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'not_found', error_description: 'No such OpenID endpoint in the sandbox' });
  });
  router.use((error: { status?: number; message?: string }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status && error.status < 500 ? 400 : 500;
    res.status(status).json({ error: status === 400 ? 'invalid_request' : 'server_error', error_description: error.message ?? 'Unexpected error' });
  });
  return router;
}
