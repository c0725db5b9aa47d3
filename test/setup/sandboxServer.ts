import { setupServer, type SetupServerApi } from 'msw/node';
import { setTokenProvider } from '../../src/auth/tokenProvider';
import { issueAccessToken } from '../sandbox/auth/tokens';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import type { RoleCode } from '../sandbox/store/types';

/**
 * Runs the sandbox in-process for a test file: the same handlers `npm start` serves, reset before
 * each test, unhandled requests failing the test, and any contract violation failing it too.
 */
export function setupSandbox(options: { tickets?: number; components?: number } = {}): Sandbox & { server: SetupServerApi } {
  const sandbox = createSandbox({ tickets: options.tickets ?? 500, components: options.components });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => sandbox.reset());
  afterEach(() => {
    server.resetHandlers();
    setTokenProvider(null);
    const violations = [...sandbox.violations];
    if (violations.length) throw new Error(`Contract violations:\n${violations.join('\n')}`);
  });
  afterAll(() => server.close());
  return Object.assign(sandbox, { server });
}

/** Signs the app in as the sandbox's demo user of a role (tokens as the sandbox's identity provider issues them). */
export function signInAs(sandbox: Sandbox, role: RoleCode): number {
  const user = [...sandbox.store.users.values()].find((u) => u.roleCode === role);
  if (!user) throw new Error(`no ${role} user in the sandbox`);
  setTokenProvider({
    acquireToken: (scope) =>
      issueAccessToken({
        extension_GSerUserId: user.userId,
        extension_GSerUserEmail: user.email,
        role: user.roleCode,
        name: user.fullName,
        scp: scope,
      }),
  });
  return user.userId;
}
