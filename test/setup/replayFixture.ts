import { act } from '@testing-library/react';
import { setupServer, type SetupServerApi } from 'msw/node';
import type { AccountMeResponse } from '../../src/api/tags/security';
import type { SessionUser } from '../../src/auth/claims';
import { signedIn } from '../../src/auth/sessionSlice';
import { setTokenProvider } from '../../src/auth/tokenProvider';
import { readHar, recordedExchanges, type Har } from '../../scripts/fixtures/har';
import { createReplay } from './replayHandlers';
import { renderApp } from './renderWithApp';

export interface ReplaySession {
  server: SetupServerApi;
  har: Har;
  /** Throws (and forgets) the unrecorded requests seen so far; runs after each test on its own. */
  verify(): void;
}

/**
 * Replays a recorded scenario (test/fixtures/<scenario>/<scenario>.har) instead of the stateful sandbox,
 * for a whole test file: the fixture is validated against openapi/ first (a mismatch fails every test,
 * naming the operation and the field), each test starts from the first recorded entries and is signed
 * in with a placeholder token (the replay checks no token), and an unrecorded request fails the test
 * with its method and URL.
 */
export function replayFixture(scenario: string): ReplaySession {
  const har = readHar(scenario);
  const replay = createReplay(scenario, har);
  const server = setupServer(...replay.handlers);
  const verify = () => {
    const problems = [...new Set(replay.problems)]; // a query's one retry repeats the same request
    replay.problems.length = 0;
    if (problems.length) throw new Error(problems.join('\n'));
  };
  beforeAll(() => server.listen({ onUnhandledRequest: replay.onUnhandledRequest }));
  beforeEach(() => {
    replay.rewind();
    setTokenProvider({ acquireToken: async () => 'replayed-fixture-token' });
  });
  afterEach(() => {
    setTokenProvider(null);
    verify();
  });
  afterAll(() => server.close());
  return { server, har, verify };
}

/** Who the fixture was recorded as: its account (getMyAccount, scrubbed), as the identity token would name the user. */
export function recordedUser(har: Har): SessionUser {
  const account = recordedExchanges<never, AccountMeResponse>(har, 'getMyAccount')[0]?.response.data;
  if (!account) throw new Error('The fixture recorded no account (getMyAccount) to sign in as');
  return { userId: account.userId, email: account.email, name: account.fullName, role: account.roleCode };
}

/**
 * Renders the whole app at a route against the replay, signed in as the recorded user. No sandbox
 * issues tokens here: renderApp starts with the session undecided and the test signs the recorded
 * user in, as MSAL does after a redirect.
 */
export function renderReplayedApp(session: ReplaySession, route: string) {
  const rendered = renderApp({ route });
  act(() => {
    rendered.store.dispatch(signedIn(recordedUser(session.har)));
  });
  return rendered;
}
