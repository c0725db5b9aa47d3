import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { setupSandbox, signInAs } from '../../test/setup/sandboxServer';
import { sessionSlice } from '../auth/sessionSlice';
import { connectionSlice } from '../core/store/connectionSlice';
import { baseApi } from './baseApi';
import { securityApi } from './tags/security';

/** The part of the app's store the base query works with (the api layer does not import the app). */
function createApiStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [connectionSlice.reducerPath]: connectionSlice.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

const sandbox = setupSandbox();
const ACCESS_LIST = '*/security/api/v1/Accounts/me/GetAccessList';

describe('readOutsideStore', () => {
  it('reads with the bearer token of the service and keeps nothing in the store', async () => {
    signInAs(sandbox, 'ENG');
    let authorization: string | null = null;
    sandbox.server.events.on('request:start', ({ request }) => void (authorization = request.headers.get('Authorization')));
    const store = createApiStore();
    const answer = await securityApi.endpoints.getAccessList.readOutsideStore(undefined, store);
    sandbox.server.events.removeAllListeners();
    expect(answer.data.accessList).toContain('TicketUpdateToTravel');
    expect(authorization).toMatch(/^Bearer \S+$/);
    expect(store.getState().api.queries).toEqual({});
  });

  it("rejects with the base query's error, the server's message included", async () => {
    signInAs(sandbox, 'CRE');
    const store = createApiStore();
    await expect(securityApi.endpoints.getAccountsByFilters.readOutsideStore({}, store)).rejects.toMatchObject({
      status: 403,
      message: 'No tiene permiso para esta operación (requiere UsersSearch)',
    });
  });

  it('stops the request when its signal aborts, without a retry', async () => {
    signInAs(sandbox, 'ADM');
    let requests = 0;
    sandbox.server.use(
      http.get(ACCESS_LIST, async () => {
        requests += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const reading = securityApi.endpoints.getAccessList.readOutsideStore(undefined, { ...createApiStore(), signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(reading).rejects.toMatchObject({
      messageKey: 'errors.requestFailed',
    });
    expect(requests).toBe(1);
  });
});
