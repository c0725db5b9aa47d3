import type { AppDispatch } from '../core/store/hooks';
import type { AuthActions } from './authSession';
import { authUnavailable, signedOut } from './sessionSlice';
import { mayHoldSession } from './storedSession';

export type StartableSession = AuthActions & { start(): Promise<void> };

/**
 * MSAL (about 70 KB of the first load's gzip) in a chunk of its own: a browser with no session and no sign-in
 * to finish (storedSession.ts) shows the sign-in page at once and loads MSAL only for the first action (the
 * page fetches the chunk once painted), so a cold browser's sign-in button waits for none of it; one that may
 * have a session fetches it as the app starts (src/index.tsx) and waits for it as before (the guard's loader). Every action waits until MSAL has loaded and started (MSAL refuses calls before `initialize`);
 * if either fails, the session is "unavailable" and the page offers a retry.
 */
export function createDeferredAuthSession(
  load: () => Promise<StartableSession>,
  dispatch: AppDispatch,
  storage: { local: Storage; session: Storage } = { local: window.localStorage, session: window.sessionStorage },
): StartableSession {
  let ready: Promise<StartableSession> | null = null;
  const started = () =>
    (ready ??= load()
      .then(async (session) => {
        await session.start();
        return session;
      })
      .catch((error: unknown) => {
        dispatch(authUnavailable());
        throw error;
      }));
  const withSession = async (act: (session: StartableSession) => Promise<void>) => act(await started());

  return {
    async start() {
      // Nobody to sign in: MSAL waits for the first action (the sign-in page fetches its chunk once painted).
      if (!mayHoldSession(storage.local, storage.session)) return void dispatch(signedOut());
      await started();
    },
    signIn: () => withSession((session) => session.signIn()),
    signOut: () => withSession((session) => session.signOut()),
    signInAgain: () => withSession((session) => session.signInAgain()),
  };
}
