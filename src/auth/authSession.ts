import { EventType, type AccountInfo, type AuthenticationResult, type IPublicClientApplication } from '@azure/msal-browser';
import { securityApi } from '../api/tags/security';
import type { AppDispatch } from '../core/store/hooks';
import { isPasswordResetFlow, sessionUserFrom } from './claims';
import { setIdleFollower } from './idleWatcher';
import { createMsalTokenProvider } from './msalTokenProvider';
import { signedIn, signedOut, signingOut } from './sessionSlice';
import { setTokenProvider } from './tokenProvider';

/** Token type of the web app in the login tracking (spec 001 section 1). */
export const WEB_TOKEN_TYPE = 3;
const SIGN_IN_SCOPES = ['openid', 'profile', 'offline_access'];

export interface AuthActions {
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  /** After an administrator's change ended the session: forget every cached token, sign in, come back here. */
  signInAgain(): Promise<void>;
}

/**
 * Owns the MSAL session: finishes a redirect sign-in, refuses sessions the product must not keep
 * (forgotten-password flow, no e-mail), records the login, and follows a sign-out in another tab.
 */
export function createAuthSession(msal: IPublicClientApplication, dispatch: AppDispatch): AuthActions & { start(): Promise<void> } {
  const signOut = async (account: AccountInfo | null = msal.getActiveAccount()) => {
    dispatch(signingOut());
    setTokenProvider(null);
    dispatch(securityApi.util.resetApiState());
    await msal.logoutRedirect({ account });
  };

  /** This tab only, with no call to the identity provider: a tab that follows another tab's idle sign-out (idleWatcher.ts). */
  const signOutHere = () => {
    setTokenProvider(null);
    dispatch(securityApi.util.resetApiState());
    dispatch(signedOut());
  };

  const adopt = async (account: AccountInfo, fresh: AuthenticationResult | null) => {
    const user = sessionUserFrom(account.idTokenClaims);
    if (isPasswordResetFlow(account.idTokenClaims) || !user) {
      await signOut(account);
      return;
    }
    msal.setActiveAccount(account);
    setTokenProvider(createMsalTokenProvider(msal));
    dispatch(signedIn(user));
    if (fresh) {
      void dispatch(
        securityApi.endpoints.addLoginTracking.initiate({
          loginTrackingCreateRequest: { userLoggedId: user.userId, tokenTypeId: WEB_TOKEN_TYPE, isLogin: true, apkversion: null, imei: null },
        }),
      );
    }
  };

  return {
    async start() {
      await msal.initialize();
      const result = await msal.handleRedirectPromise().catch(() => null);
      const account = result?.account ?? msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
      setIdleFollower(signOutHere);
      // In MSAL 5 account storage events are always on: a sign-out in another tab arrives as LOGOUT_SUCCESS.
      msal.addEventCallback((event) => {
        if (event.eventType === EventType.LOGOUT_SUCCESS) {
          setTokenProvider(null);
          dispatch(signedOut());
        }
      });
      if (account) await adopt(account, result);
      else dispatch(signedOut());
    },
    signIn: () => msal.loginRedirect({ scopes: SIGN_IN_SCOPES }),
    signOut: () => signOut(),
    async signInAgain() {
      // Every cached access token predates the change and would be refused again after the sign-in.
      setTokenProvider(null);
      await msal.clearCache();
      await msal.loginRedirect({ scopes: SIGN_IN_SCOPES, redirectStartPage: window.location.href });
    },
  };
}
