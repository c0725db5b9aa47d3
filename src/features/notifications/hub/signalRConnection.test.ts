/**
 * @jest-environment jest-fixed-jsdom
 */
// The app's live notifications (store, middleware, hub session, hub token and signalRConnection) with
// the real @microsoft/signalr client against the https sandbox server's hub. The REST calls the
// middleware makes find no server here (the hub is what is under test) and fail quietly.
import { waitFor } from '@testing-library/react';
import { createAppStore, type AppStore } from '../../../app/store/store';
import { getRuntimeConfig, setRuntimeConfig } from '../../../core/config/runtimeConfig';
import { signedIn, signingOut } from '../../../auth/sessionSlice';
import { setTokenProvider } from '../../../auth/tokenProvider';
import { setupHttpsSandbox } from '../../../../test/setup/httpsSandbox';
import { revokeSessions } from '../../../../test/sandbox/auth/sessionRevocation';
import { setNotificationsHub } from './hubSettings';
import { signalRConnectionFactory } from './signalRConnection';

const server = setupHttpsSandbox({ tickets: 50 });
const USER = 5;
let store: AppStore | null = null;

/** SignalR's own log line: the app keeps it at Warning, so each refused negotiate and lost connection prints an Error. */
const SIGNALR_LOG = /^\[[\d:.TZ-]+\] (Error|Warning): /;

beforeAll(() => setRuntimeConfig({ ...getRuntimeConfig(), notificationsHubUrl: server.hubUrl }));
beforeEach(() => {
  const print = console.error;
  jest.spyOn(console, 'error').mockImplementation((message, ...rest) => {
    if (!SIGNALR_LOG.test(String(message))) print(message, ...rest);
  });
});
afterEach(() => {
  store?.dispatch(signingOut());
  server.sandbox.reset();
  jest.restoreAllMocks();
});

/**
 * Signs the user in with MSAL stood in by a one-token cache: acquireToken hands out what it holds, and a
 * renewal puts a fresh token there. Returns the bearer token of each negotiate the client sent.
 */
function signIn(cached: string) {
  const cache = { token: cached };
  const renewToken = jest.fn(async () => (cache.token = await server.tokenOf(USER)));
  setTokenProvider({ acquireToken: async () => cache.token, renewToken });
  const httpClient = server.httpClient();
  setNotificationsHub({ factory: signalRConnectionFactory({ httpClient, WebSocket: server.WebSocket }), retryDelaysMs: [50] });
  store = createAppStore();
  const user = server.sandbox.store.users.get(USER)!;
  store.dispatch(signedIn({ userId: USER, email: user.email, name: user.fullName, role: user.roleCode }));
  const negotiated = () => httpClient.sent.filter((r) => new URL(r.url).pathname.endsWith('/negotiate')).map((r) => r.token);
  return { store, cache, renewToken, negotiated };
}

const hubState = () => store!.getState().notifications.hub;

describe('a token the hub refuses at negotiate, as the real client reports it', () => {
  it('is renewed before the first start is tried again', async () => {
    const expired = await server.tokenOf(USER, -10);
    const { renewToken, negotiated } = signIn(expired);
    await waitFor(() => expect(hubState()).toBe('connected'));
    const [first, second] = negotiated();
    expect(first).toBe(expired);
    expect(second).not.toBe(expired);
    expect(renewToken).toHaveBeenCalledTimes(1);
  });

  it("is renewed before SignalR's own reconnect negotiates again", async () => {
    const { cache, renewToken, negotiated } = signIn(await server.tokenOf(USER));
    await waitFor(() => expect(hubState()).toBe('connected'));
    const expired = (cache.token = await server.tokenOf(USER, -10));
    server.dropSockets();
    await waitFor(() => expect(hubState()).toBe('reconnecting'));
    // SignalR's reconnect waits 0 s, then 2 s: the first try meets the 401, the second brings the renewed token.
    await waitFor(() => expect(hubState()).toBe('connected'), { timeout: 10_000 });
    const [, refused, renewed] = negotiated();
    expect(refused).toBe(expired);
    expect(renewed).not.toBe(expired);
    expect(renewToken).toHaveBeenCalledTimes(1);
  });
});

it("shows the revoked-session page's reason when the hub ends the user's session, and does not connect again", async () => {
  const { negotiated } = signIn(await server.tokenOf(USER));
  await waitFor(() => expect(hubState()).toBe('connected'));
  revokeSessions(USER, 'roleChanged');
  await waitFor(() => expect(store!.getState().session.revoked).toBe('roleChanged'));
  expect(hubState()).toBe('disconnected');
  const tries = negotiated().length;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(negotiated()).toHaveLength(tries);
});
