/** What the app reads from the identity token: the production claims of Azure AD B2C. */
export interface SessionUser {
  userId: number;
  email: string;
  name: string;
  role: string;
}

type Claims = Record<string, unknown> | undefined;

/** B2C marks the forgotten-password user flow in tfp (or acr); such a session must not continue. */
export function isPasswordResetFlow(claims: Claims): boolean {
  const flow = String(claims?.tfp ?? claims?.acr ?? '').toLowerCase();
  return flow.includes('passwordreset') || flow.includes('password_reset') || flow.includes('forgot');
}

export function sessionUserFrom(claims: Claims): SessionUser | null {
  const email = typeof claims?.extension_GSerUserEmail === 'string' ? claims.extension_GSerUserEmail.trim() : '';
  const userId = Number(claims?.extension_GSerUserId);
  if (!email || !Number.isFinite(userId)) return null;
  return { userId, email, name: String(claims?.name ?? ''), role: String(claims?.role ?? '') };
}
