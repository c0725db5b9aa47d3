import { setupSandbox } from '../../setup/sandboxServer';
import { sandboxServiceScope } from '../server/sandboxConfig';
import { issueAccessToken } from './tokens';
import { REVOKED_DESCRIPTION_PREFIX, revokeSessions } from './sessionRevocation';

const sandbox = setupSandbox();
const ACCESS_LIST = '/security/api/v1/Accounts/me/GetAccessList';

const userWithRole = (role: string) => [...sandbox.store.users.values()].find((u) => u.roleCode === role && u.enabled)!;

const tokenFor = (user: ReturnType<typeof userWithRole>) =>
  issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope('security') });

const call = (token: string) => fetch(new URL(ACCESS_LIST, window.location.origin), { headers: { Authorization: `Bearer ${token}` } });

describe('revokeSessions', () => {
  it('refuses a token issued before the revocation with 401 and a challenge naming the reason', async () => {
    const user = userWithRole('ADM');
    const before = await tokenFor(user);
    revokeSessions(user.userId, 'profileChanged');
    const response = await call(before);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", error_description="${REVOKED_DESCRIPTION_PREFIX}profileChanged"`);
  });

  it('names the latest reason when sessions are revoked twice', async () => {
    const user = userWithRole('ADM');
    const before = await tokenFor(user);
    revokeSessions(user.userId, 'roleChanged');
    revokeSessions(user.userId, 'languageChanged');
    expect((await call(before)).headers.get('www-authenticate')).toContain(`${REVOKED_DESCRIPTION_PREFIX}languageChanged`);
  });

  it('accepts a token issued after the revocation, even within the same second', async () => {
    const user = userWithRole('ADM');
    revokeSessions(user.userId, 'roleChanged');
    expect((await call(await tokenFor(user))).status).toBe(200);
  });

  it("leaves other users' sessions open", async () => {
    const admin = userWithRole('ADM');
    const other = [...sandbox.store.users.values()].find((u) => u.enabled && u.userId !== admin.userId)!;
    const token = await tokenFor(admin);
    revokeSessions(other.userId, 'profileChanged');
    expect((await call(token)).status).toBe(200);
  });

  it('opens every session again with the sandbox reset', async () => {
    const user = userWithRole('ADM');
    const before = await tokenFor(user);
    revokeSessions(user.userId, 'profileChanged');
    sandbox.reset();
    expect((await call(before)).status).toBe(200);
  });
});
