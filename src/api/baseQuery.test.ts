import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupSandbox, signInAs } from '../../test/setup/sandboxServer';
import { connectionSlice } from '../core/store/connectionSlice';
import { baseApi } from './baseApi';
import { securityApi } from './tags/security';

/** The part of the app's store the base query works with (the api layer does not import the app). */
function createApiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [connectionSlice.reducerPath]: connectionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

const sandbox = setupSandbox();

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

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

  it('aborts the request and marks the connection lost while offline, then recovers', async () => {
    signInAs(sandbox, 'ADM');
    setOnline(false);
    const store = createApiStore();
    const offline = await store.dispatch(securityApi.endpoints.getAccessList.initiate());
    expect(offline.error).toMatchObject({ status: 'OFFLINE', messageKey: 'errors.offline' });
    expect(store.getState().connection.online).toBe(false);
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
