import { isS256Challenge } from './crypto';

/** Parsing and validation of /authorize parameters (RFC 6749 4.1.1, RFC 7636, OIDC Core 3.1.2.1). */

export const AUTHORIZE_PARAMS = [
  'client_id', 'redirect_uri', 'response_type', 'response_mode', 'scope', 'state', 'nonce',
  'code_challenge', 'code_challenge_method', 'prompt', 'login_hint',
] as const;
export type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseMode: 'query' | 'fragment';
  scopes: string[];
  state: string;
  nonce: string;
  codeChallenge: string;
  prompt: string[];
  loginHint?: string;
  /** The parameters as received (only the known ones), to carry through the sign-in page. */
  params: Record<string, string>;
}

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizeRequest }
  /** Client or redirect URI not trusted: answer with a page, never redirect (RFC 6749 4.1.2.1). */
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; redirectUri: string; responseMode: 'query' | 'fragment'; error: string; description: string; state?: string };

/** Duplicated parameters arrive as arrays: treat them as absent (RFC 6749 3.1 forbids repeats). */
export function pickAuthorizeParams(source: unknown): AuthorizeParams {
  const out: AuthorizeParams = {};
  const record = (source ?? {}) as Record<string, unknown>;
  for (const name of AUTHORIZE_PARAMS) {
    const value = record[name];
    if (typeof value === 'string' && value !== '') out[name] = value;
  }
  return out;
}

export function sameOrigin(uri: string | undefined, origin: string): boolean {
  if (!uri) return false;
  try {
    const url = new URL(uri);
    return url.origin === new URL(origin).origin && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Splits a scope string; null when a scope is unknown or more than one API (resource) is asked for. */
export function parseScopes(raw: string | undefined, apiScopes: ReadonlySet<string>): string[] | null {
  const scopes = [...new Set((raw ?? '').split(/\s+/).filter(Boolean))];
  if (scopes.some((s) => !OIDC_SCOPES.includes(s) && !apiScopes.has(s))) return null;
  return scopes.filter((s) => apiScopes.has(s)).length > 1 ? null : scopes;
}

/** The access token's scp: the API scope asked for, or 'openid' when only OIDC scopes were. */
export const accessScopeOf = (scopes: string[]): string => scopes.find((s) => !OIDC_SCOPES.includes(s)) ?? 'openid';

const PROMPTS = new Set(['none', 'login', 'select_account', 'consent', 'create']);

export function checkAuthorize(p: AuthorizeParams, ctx: { origin: string; clientId: string; apiScopes: ReadonlySet<string> }): AuthorizeCheck {
  if (p.client_id !== ctx.clientId) return { kind: 'page', message: 'La aplicación cliente no está registrada en el sandbox.' };
  if (!sameOrigin(p.redirect_uri, ctx.origin)) return { kind: 'page', message: 'La dirección de retorno (redirect_uri) no pertenece al sandbox.' };
  if (p.response_mode !== undefined && p.response_mode !== 'query' && p.response_mode !== 'fragment') {
    return { kind: 'page', message: 'response_mode no admitido: use query o fragment.' };
  }
  const redirectUri = p.redirect_uri!;
  const responseMode = p.response_mode ?? 'query';
  const fail = (error: string, description: string): AuthorizeCheck => ({ kind: 'redirect', redirectUri, responseMode, error, description, state: p.state });

  if (p.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported');
  const scopes = parseScopes(p.scope, ctx.apiScopes);
  if (!scopes || !scopes.includes('openid')) return fail('invalid_scope', 'scope must include openid, known scopes only, at most one API');
  if (p.code_challenge_method !== 'S256' || !p.code_challenge || !isS256Challenge(p.code_challenge)) {
    return fail('invalid_request', 'PKCE is required: code_challenge with code_challenge_method=S256');
  }
  if (!p.state) return fail('invalid_request', 'state is required');
  if (!p.nonce) return fail('invalid_request', 'nonce is required');
  const prompt = (p.prompt ?? '').split(' ').filter(Boolean);
  if (prompt.some((v) => !PROMPTS.has(v)) || (prompt.includes('none') && prompt.length > 1)) return fail('invalid_request', 'Unsupported prompt');

  return {
    kind: 'ok',
    request: {
      clientId: p.client_id, redirectUri, responseMode, scopes, state: p.state, nonce: p.nonce, codeChallenge: p.code_challenge,
      prompt, loginHint: p.login_hint, params: p as Record<string, string>,
    },
  };
}
