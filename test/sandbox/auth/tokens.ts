import { createPublicKey, generateKeyPairSync, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * The sandbox's signing key. Its identity provider signs tokens with it and its API verifies them,
 * with the same claims as production (extension_GSerUserId, extension_GSerUserEmail, role).
 * node:crypto rather than a JWT library: it behaves the same under jest's jsdom realm and in Node.
 */
export const SANDBOX_ISSUER = 'https://sandbox.service-desk.local';
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

export async function issueAccessToken(claims: AccessTokenClaims, audience = 'service-desk-web', ttlSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KID }));
  const payload = b64url(
    JSON.stringify({ ...claims, iss: SANDBOX_ISSUER, sub: String(claims.extension_GSerUserId), aud: audience, iat: now, exp: now + ttlSeconds }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), signingKeys().privateKey);
  return `${header}.${payload}.${b64url(signature)}`;
}

export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const ok = verify('sha256', Buffer.from(`${header}.${payload}`), signingKeys().publicKey, Buffer.from(signature, 'base64url'));
  if (!ok) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims.iss !== SANDBOX_ISSUER || typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000) return null;
    return claims as AccessTokenClaims;
  } catch {
    return null;
  }
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
