import { createPublicKey, generateKeyPairSync, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { revocationOf, revokedChallenge, sessionGenerationOf } from './sessionRevocation';

/**
 * The sandbox's signing key. Its identity provider signs tokens with it and its API verifies them,
 * with the same claims as production (extension_GSerUserId, extension_GSerUserEmail, role).
 * node:crypto rather than a JWT library: it behaves the same under jest's jsdom realm and in Node.
 */
export const SANDBOX_ISSUER = 'https://sandbox.service-desk.local';
/** The app's registration at the sandbox's sign-in: the audience of ID tokens and of tokens with no API scope. */
export const SANDBOX_CLIENT_ID = 'service-desk-web';
const KID = 'sandbox-1';

export interface AccessTokenClaims {
  extension_GSerUserId: number;
  extension_GSerUserEmail: string;
  role: string;
  name: string;
  scp: string;
}

let keys: { privateKey: KeyObject; publicKey: KeyObject } | null = null;

function signingKeys() {
  keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return keys;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function publicJwks(): { keys: JsonWebKey[] } {
  return { keys: [{ ...createPublicKey(signingKeys().privateKey).export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] };
}

/**
 * Whom a token is for, as Azure AD B2C sets aud: the API of its API scope
 * ("api://service-desk/ticket/access" is for "api://service-desk/ticket"); a token asked for
 * OpenID scopes only (openid, profile...) is for the client itself and opens no API.
 */
export function audienceOf(scp: string): string {
  const apiScope = scp.split(' ').find((s) => s.includes('://'));
  return apiScope ? apiScope.slice(0, apiScope.lastIndexOf('/')) : SANDBOX_CLIENT_ID;
}

export async function issueAccessToken(claims: AccessTokenClaims, audience = audienceOf(claims.scp), ttlSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KID }));
  const payload = b64url(
    JSON.stringify({
      ...claims,
      iss: SANDBOX_ISSUER,
      sub: String(claims.extension_GSerUserId),
      aud: audience,
      iat: now,
      exp: now + ttlSeconds,
      sgen: sessionGenerationOf(claims.extension_GSerUserId),
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), signingKeys().privateKey);
  return `${header}.${payload}.${b64url(signature)}`;
}

export async function verifyAccessToken(token: string): Promise<(AccessTokenClaims & { aud: string; sgen?: number }) | null> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const ok = verify('sha256', Buffer.from(`${header}.${payload}`), signingKeys().publicKey, Buffer.from(signature, 'base64url'));
  if (!ok) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims.iss !== SANDBOX_ISSUER || typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000) return null;
    return claims as AccessTokenClaims & { aud: string; sgen?: number };
  } catch {
    return null;
  }
}

/** A service's verdict on an Authorization header: the caller's claims, or the WWW-Authenticate challenge of its 401. */
export type BearerCheck = { claims: AccessTokenClaims } | { challenge: string };

/**
 * What each real API checks (ASP.NET JwtBearer): signature, issuer, expiry, the API itself as the
 * audience and its scope in scp. A token for another service, or for sign-in only, is refused with
 * the RFC 6750 challenge, so a wrong scope in the app's configuration fails in tests; so is a token
 * issued before an administrator's change ended the user's sessions (see sessionRevocation).
 */
export async function authenticateBearer(authorization: string | null | undefined, scope: string): Promise<BearerCheck> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
  if (!token) return { challenge: 'Bearer' };
  const claims = await verifyAccessToken(token);
  if (!claims) return { challenge: 'Bearer error="invalid_token", error_description="The token is not valid or expired"' };
  if (claims.aud !== audienceOf(scope)) {
    return { challenge: `Bearer error="invalid_token", error_description="The audience '${claims.aud}' is invalid"` };
  }
  if (!claims.scp.split(' ').includes(scope)) return { challenge: `Bearer error="insufficient_scope", scope="${scope}"` };
  const revoked = revocationOf(Number(claims.extension_GSerUserId), claims.sgen ?? 0);
  if (revoked) return { challenge: revokedChallenge(revoked) };
  return { claims };
}

/** Claims of the sign-in's ID token (shaped like Azure AD B2C's: tfp names the user flow). */
export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  nonce?: string;
  auth_time?: number;
  name: string;
  preferred_username: string;
  email: string;
  extension_GSerUserId: number;
  extension_GSerUserEmail: string;
  role: string;
  tfp: 'B2C_1_SignIn' | 'B2C_1_PasswordReset';
}

/** An ID token for the sandbox's OpenID provider: same key and kid as the access tokens (see publicJwks). */
export async function issueIdToken(claims: IdTokenClaims, ttlSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KID }));
  const payload = b64url(JSON.stringify({ ver: '1.0', ...claims, iat: now, nbf: now, exp: now + ttlSeconds }));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), signingKeys().privateKey);
  return `${header}.${payload}.${b64url(signature)}`;
}
