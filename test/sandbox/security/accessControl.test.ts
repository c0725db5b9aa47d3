import { callApi, userFor, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { issueAccessToken } from '../auth/tokens';
import { sandboxServiceScope } from '../server/sandboxConfig';
import { PROFILE_OF_ROLE } from './constants';

const sandbox = setupSandbox();
const api = (method: string, path: string, options?: CallOptions) => callApi(sandbox, method, `/security/api/v1${path}`, options);

/** A dispatcher's token as MSAL cached it before anything changed. */
async function dispatcherToken() {
  const user = userFor(sandbox, 'DIS');
  return issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: 'DIS', name: user.fullName, scp: sandboxServiceScope('security') });
}
const withToken = (token: string) =>
  fetch(new URL('/security/api/v1/Accounts/me/GetAccessList', window.location.origin), { headers: { Authorization: `Bearer ${token}` } });

async function editDispatchersProfile(change: (profile: { name: string; accessElementIds: number[] }) => object) {
  const { body } = await api('GET', `/AccessProfiles/${PROFILE_OF_ROLE.DIS}`);
  const { id, name, description, enabled, accessElementIds, rowVersion } = body.data;
  return api('PUT', '/AccessProfiles', { body: { id, name, description, enabled, accessElementIds, rowVersion, ...change({ name, accessElementIds }) } });
}

describe("an access profile's permissions and its holders' sessions", () => {
  it("ends the sessions of the profile's holders when its permissions change, naming why", async () => {
    const before = await dispatcherToken();
    const saved = await editDispatchersProfile(({ accessElementIds }) => ({ accessElementIds: accessElementIds.slice(1) }));
    expect(saved.status).toBe(200);
    const refused = await withToken(before);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('session_revoked:profileChanged');
    // The administrator holds another profile and keeps working; a new sign-in opens the dispatcher's session.
    expect((await api('GET', '/AccessProfiles')).status).toBe(200);
    expect((await withToken(await dispatcherToken())).status).toBe(200);
  });

  it('keeps the sessions when only the name changes', async () => {
    const before = await dispatcherToken();
    expect((await editDispatchersProfile(({ name }) => ({ name: `${name} 2026` }))).status).toBe(200);
    expect((await withToken(before)).status).toBe(200);
  });
});

describe('every access-control operation refuses a role without its permission (403)', () => {
  it.each([
    ['GET', '/AccessProfiles', undefined],
    ['POST', '/AccessProfiles', { name: 'Nuevo', description: null, enabled: true, accessElementIds: [] }],
    ['PUT', '/AccessProfiles', { id: 1, name: 'Nuevo', description: null, enabled: true, accessElementIds: [], rowVersion: 1 }],
    ['GET', '/AccessElements/GetAllWithModuleTree', undefined],
    ['POST', '/SystemGroups', { name: 'Nuevo', engineerOnly: false, clientIds: [], userIds: [] }],
    ['GET', '/Login/GetLoginTrackingByFilters', undefined],
    ['GET', '/UserAssignations/GetAccessElementTracking', undefined],
  ])('%s %s', async (method, path, body) => {
    const answer = await api(method, path, { as: 'DIS', body });
    expect(answer.status).toBe(403);
  });
});
