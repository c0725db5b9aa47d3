import { setupSandbox } from '../../setup/sandboxServer';
import { sandboxServiceScope } from '../server/sandboxConfig';
import { issueAccessToken } from './tokens';

const sandbox = setupSandbox();

/** GET a protected operation of a service with a token issued for the given scope (as the sign-in issues them). */
async function callWithScope(path: string, scp: string) {
  const user = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
  const token = await issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp });
  return fetch(new URL(path, window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
}

const SECURITY_OP = '/security/api/v1/Accounts/me/GetAccessList';

describe("each service accepts only tokens for its own audience and scope", () => {
  it('passes a token issued for the service', async () => {
    expect((await callWithScope(SECURITY_OP, sandboxServiceScope('security'))).status).toBe(200);
  });

  it("refuses another service's token with 401 and a challenge naming the audience", async () => {
    const response = await callWithScope(SECURITY_OP, sandboxServiceScope('ticket'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", error_description="The audience 'api://service-desk/ticket' is invalid"`);
  });

  it('refuses a token asked for sign-in only (openid)', async () => {
    const response = await callWithScope(SECURITY_OP, 'openid');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it("refuses a token whose audience is the service's but whose scope is not", async () => {
    const user = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    const token = await issueAccessToken(
      { extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: 'api://service-desk/security/read' },
    );
    const response = await fetch(new URL(SECURITY_OP, window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", scope="${sandboxServiceScope('security')}"`);
  });

  it('answers a request with no token with a bare Bearer challenge', async () => {
    const response = await fetch(new URL(SECURITY_OP, window.location.origin));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });
});
