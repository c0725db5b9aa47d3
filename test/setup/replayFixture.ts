import { setupServer, type SetupServerApi } from 'msw/node';
import { setTokenProvider } from '../../src/auth/tokenProvider';
import { readHar, type Har } from '../../scripts/fixtures/har';
import { createReplay } from './replayHandlers';

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
