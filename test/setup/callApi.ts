import type { ServiceName } from '../../src/core/config/runtimeConfig';
import { issueAccessToken } from '../sandbox/auth/tokens';
import { sandboxServiceScope } from '../sandbox/server/sandboxConfig';
import type { Sandbox } from '../sandbox/sandbox';
import type { RoleCode, UserRecord } from '../sandbox/store/types';

export interface CallOptions {
  /** Who calls: a role (its demo user), a user id, or null for no token at all. */
  as?: RoleCode | number | null;
  query?: Record<string, string | number | boolean | (string | number)[]>;
  body?: unknown;
  headers?: Record<string, string>;
}

export function userFor(sandbox: Sandbox, who: RoleCode | number): UserRecord {
  const user =
    typeof who === 'number' ? sandbox.store.users.get(who) : [...sandbox.store.users.values()].find((u) => u.roleCode === who);
  if (!user) throw new Error(`no sandbox user ${who}`);
  return user;
}

/** Calls a sandbox operation over fetch (through MSW), as the app would, and returns status and JSON body. */
export async function callApi(sandbox: Sandbox, method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: any }> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  }
  const headers: Record<string, string> = { ...options.headers };
  const who = options.as === undefined ? 'ADM' : options.as;
  if (who !== null) {
    const user = userFor(sandbox, who);
    headers.Authorization = `Bearer ${await issueAccessToken({
      extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope(url.pathname.split('/')[1] as ServiceName),
    })}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* non-JSON answers (downloads) are returned as text */
  }
  return { status: response.status, body };
}
