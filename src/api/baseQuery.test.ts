import { configureStore } from '@reduxjs/toolkit';
import { CacheLookupPolicy, type IPublicClientApplication, type SilentRequest } from '@azure/msal-browser';
import { http, HttpResponse } from 'msw';
import { setupSandbox, signInAs } from '../../test/setup/sandboxServer';
import { issueAccessToken } from '../../test/sandbox/auth/tokens';
import { revokeSessions } from '../../test/sandbox/auth/sessionRevocation';
import { sessionSlice } from '../auth/sessionSlice';
import { getRuntimeConfig } from '../core/config/runtimeConfig';
import { createMsalTokenProvider } from '../auth/msalTokenProvider';
import { setTokenProvider } from '../auth/tokenProvider';
import { connectionSlice } from '../core/store/connectionSlice';
import { baseApi } from './baseApi';
import { insightApi } from './tags/insight';
import { securityApi } from './tags/security';

/** The part of the app's store the base query works with (the api layer does not import the app). */
function createApiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [connectionSlice.reducerPath]: connectionSlice.reducer, [sessionSlice.reducerPath]: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

const sandbox = setupSandbox();

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

/**
 * MSAL as the app uses it, signed in as the administrator: the cached access token has expired at the
 * service (401), a renewal that skips the cache gets a valid one, unless `renewalRefused` makes the
 * identity provider hand out another dead one.
 */
function signInWithExpiredCache({ renewalRefused = false } = {}) {
  const admin = [...sandbox.store.users.values()].find((user) => user.roleCode === 'ADM')!;
  const tokenFor = (scope: string, ttlSeconds: number) =>
    issueAccessToken({ extension_GSerUserId: admin.userId, extension_GSerUserEmail: admin.email, role: 'ADM', name: admin.fullName, scp: scope }, undefined, ttlSeconds);
  const account = { homeAccountId: 'admin', username: admin.email };
  const renewals: string[] = [];
  const msal = {
    getActiveAccount: () => account,
    getAllAccounts: () => [account],
    acquireTokenSilent: async ({ scopes, cacheLookupPolicy }: SilentRequest) => {
      const skipsCache = cacheLookupPolicy === CacheLookupPolicy.RefreshTokenAndNetwork;
      if (skipsCache) renewals.push(scopes[0]!);
      return { accessToken: await tokenFor(scopes[0]!, skipsCache && !renewalRefused ? 3600 : -60) };
    },
    acquireTokenRedirect: jest.fn(async () => undefined),
  };
  setTokenProvider(createMsalTokenProvider(msal as unknown as IPublicClientApplication));
  return { renewals, acquireTokenRedirect: msal.acquireTokenRedirect };
}

describe('baseQuery', () => {
  it('fails with "No active account" and sends nothing when nobody is signed in', async () => {
    const seen: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => seen.push(request.url));
    const store = createApiStore();
    const result = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(result.error).toEqual({ status: 'NO_ACCOUNT', message: null, messageKey: 'errors.noActiveAccount' });
    expect(seen).toEqual([]);
    sandbox.server.events.removeAllListeners();
  });

  it('attaches the bearer token of the service and reads the answer', async () => {
    signInAs(sandbox, 'ENG');
    const store = createApiStore();
    const result = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(result.data?.data.accessList).toContain('TicketUpdateToTravel');
    expect(result.data?.data.accessList).not.toContain('UsersDelete');
  });

  it('sends X-Requested-With to the insight service only, which refuses a call without it', async () => {
    signInAs(sandbox, 'ADM');
    const sent = new Map<string, string | null>();
    sandbox.server.events.on('request:start', ({ request }) => sent.set(new URL(request.url).pathname.split('/')[1]!, request.headers.get('X-Requested-With')));
    const store = createApiStore();
    const result = await store.dispatch(insightApi.endpoints.getKpiGroups.initiate());
    await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    sandbox.server.events.removeAllListeners();
    expect(result.data?.data.length).toBeGreaterThan(0);
    expect(Object.fromEntries(sent)).toEqual({ insight: 'XMLHttpRequest', security: null });
  });

  it('aborts the request and marks the connection lost while offline, then recovers', async () => {
    signInAs(sandbox, 'ADM');
    setOnline(false);
    const store = createApiStore();
    const offline = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(offline.error).toMatchObject({ status: 'OFFLINE', messageKey: 'errors.offline' });
    expect(store.getState().connection.online).toBe(false);

    setOnline(true);
    const online = await store.dispatch(securityApi.endpoints.getAccessList.initiate(undefined, { forceRefetch: true }));
    expect(online.error).toBeUndefined();
    expect(online.data?.data.accessList).toContain('UsersDelete');
  });

  it('renews a refused token once, skipping the cache, and answers with the data', async () => {
    const { renewals, acquireTokenRedirect } = signInWithExpiredCache();
    const store = createApiStore();
    const result = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data?.data.accessList).toContain('UsersDelete');
    expect(renewals).toHaveLength(1);
    expect(acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('shares one renewal among parallel requests refused with the same token', async () => {
    const { renewals } = signInWithExpiredCache();
    const store = createApiStore();
    const results = await Promise.all(
      (['ENG', 'DIS', 'SUP'] as const).map((role) => store.dispatch(securityApi.endpoints.getAccountsByFilters.initiate({ roleCodes: [role] }))),
    );
    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined]);
    expect(renewals).toHaveLength(1);
  });

  it('sends the user to sign in again, back to this address, when the renewed token is refused too', async () => {
    window.history.replaceState(null, '', '/requirement/find?page=2');
    const { renewals, acquireTokenRedirect } = signInWithExpiredCache({ renewalRefused: true });
    const store = createApiStore();
    const result = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(result.error).toMatchObject({ status: 401, messageKey: 'errors.noActiveAccount' });
    expect(renewals).toHaveLength(1);
    expect(acquireTokenRedirect).toHaveBeenCalledTimes(1);
    expect(acquireTokenRedirect).toHaveBeenCalledWith(expect.objectContaining({ redirectStartPage: `${window.location.origin}/requirement/find?page=2` }));
    window.history.replaceState(null, '', '/');
  });

  it("stops at a session an administrator's change ended: no renewal, no redirect, the reason in the session", async () => {
    const admin = [...sandbox.store.users.values()].find((user) => user.roleCode === 'ADM')!;
    const scope = getRuntimeConfig().services.security.scope;
    const cached = await issueAccessToken({ extension_GSerUserId: admin.userId, extension_GSerUserEmail: admin.email, role: 'ADM', name: admin.fullName, scp: scope });
    revokeSessions(admin.userId, 'profileChanged');
    // A renewal would succeed (a token issued now opens the session): the base query must not ask for one.
    const renewToken = jest.fn((renewScope: string) =>
      issueAccessToken({ extension_GSerUserId: admin.userId, extension_GSerUserEmail: admin.email, role: 'ADM', name: admin.fullName, scp: renewScope }),
    );
    const signInAgain = jest.fn(async () => undefined);
    setTokenProvider({ acquireToken: async () => cached, renewToken, signInAgain });
    const store = createApiStore();
    const result = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(result.error).toEqual({ status: 401, message: null, messageKey: 'errors.sessionRevoked' });
    expect(renewToken).not.toHaveBeenCalled();
    expect(signInAgain).not.toHaveBeenCalled();
    expect(store.getState().session.revoked).toBe('profileChanged');
  });

  it('repeats array query parameters', async () => {
    signInAs(sandbox, 'ADM');
    let url: URL | null = null;
    sandbox.server.use(
      http.get('*/security/api/v1/Accounts/GetUsersByFilters', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: false, message: 'stop here', detail: null }, { status: 418 });
      }),
    );
    const store = createApiStore();
    await store.dispatch(securityApi.endpoints.getAccountsByFilters.initiate({ roleCodes: ['ENG', 'DIS'] }));
    expect(url!.searchParams.getAll('roleCodes')).toEqual(['ENG', 'DIS']);
  });

  it('shows the server message when there is one, else the generic fallback key', async () => {
    signInAs(sandbox, 'CRE');
    const store = createApiStore();
    const forbidden = await store.dispatch(securityApi.endpoints.getAccountsByFilters.initiate({}));
    expect(forbidden.error).toMatchObject({ status: 403, message: 'No tiene permiso para esta operación (requiere UsersSearch)' });

    sandbox.server.use(http.get('*/security/api/v1/Accounts/me/GetAccessList', () => new HttpResponse(null, { status: 400 })));
    const bare = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(bare.error).toMatchObject({ status: 400, message: null, messageKey: 'errors.requestFailed' });
  });
});
