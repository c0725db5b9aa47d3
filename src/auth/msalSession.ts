import type { AuthConfig } from '../core/config/runtimeConfig';
import type { AppDispatch } from '../core/store/hooks';
import { createAuthSession } from './authSession';
import { createMsalInstance } from './msalInstance';

/** The chunk that holds MSAL (src/auth/deferredAuthSession.ts loads it after the first paint). */
export function createMsalSession(config: AuthConfig, dispatch: AppDispatch): ReturnType<typeof createAuthSession> {
  return createAuthSession(createMsalInstance(config), dispatch);
}
