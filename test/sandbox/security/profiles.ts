/** AccessProfiles: named sets of access elements given to users (UserRecord.accessProfileId). */
import { revokeSessions } from '../auth/sessionRevocation';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { accessElementById } from './accessElements';
import { trackElementChanges } from './assignationRules';
import { byText, matchesText, normalize, page, requireAll } from './common';
import { securityState, type AccessProfileRecord } from './state';

const holders = (store: SandboxStore, id: number) => [...store.users.values()].filter((u) => u.accessProfileId === id);

function listItem(store: SandboxStore, p: AccessProfileRecord) {
  return {
    id: p.id, name: p.name, description: p.description, enabled: p.enabled, usersCount: holders(store, p.id).length,
    createdDate: p.createdDate, modifiedDate: p.modifiedDate,
  };
}

const versions = rowVersions('security', 'security/profiles');
const detail = (store: SandboxStore, p: AccessProfileRecord) => versions.stamp(store, p.id, { ...listItem(store, p), accessElementIds: [...p.accessElementIds] });

function requireProfile(store: SandboxStore, id: number): AccessProfileRecord {
  const profile = securityState(store).profiles.get(id);
  if (!profile) throw new SandboxError(404, `El perfil de acceso ${id} no existe`);
  return profile;
}

/** Name unique (409) and known access elements (422); returns the element ids without repeats. */
function checkProfile(store: SandboxStore, body: { name: string; accessElementIds: number[] }, exceptId: number | null): number[] {
  const clash = [...securityState(store).profiles.values()].find((p) => p.id !== exceptId && normalize(p.name) === normalize(body.name));
  if (clash) throw new SandboxError(409, `Ya existe un perfil de acceso con el nombre ${clash.name}`);
  return requireAll(body.accessElementIds, (id) => !!accessElementById(id), 'El elemento de acceso').sort((a, b) => a - b);
}

export const profileHandlers: OperationHandlers = {
  getAccessProfiles: ({ store, query }) => {
    const profiles = [...securityState(store).profiles.values()]
      .filter((p) => matchesText(query.text, p.name, p.description) && (query.enabled === undefined || p.enabled === query.enabled))
      .sort((a, b) => byText(a.name, b.name));
    const result = page(profiles, query);
    return { ...result, items: result.items.map((p) => listItem(store, p)) };
  },

  getAccessProfileById: ({ store, params }) => detail(store, requireProfile(store, params.id)),

  getAccessProfilesActive: ({ store }) =>
    [...securityState(store).profiles.values()]
      .filter((p) => p.enabled)
      .sort((a, b) => byText(a.name, b.name))
      .map((p) => ({ id: p.id, name: p.name })),

  createAccessProfile: ({ store, body }) => {
    const state = securityState(store);
    const accessElementIds = checkProfile(store, body, null);
    const profile: AccessProfileRecord = {
      id: state.nextId('profiles'), name: body.name, description: body.description, enabled: body.enabled, accessElementIds,
      createdDate: utc(store.now), modifiedDate: null,
    };
    state.profiles.set(profile.id, profile);
    return detail(store, profile);
  },

  updateAccessProfile: ({ store, body }) => {
    const profile = requireProfile(store, body.id);
    return versions.update(store, profile.id, body.rowVersion, () => detail(store, profile), () => updateProfile(store, profile, body));
  },

  deleteAccessProfile: ({ store, params }) => {
    const profile = requireProfile(store, params.id);
    const users = holders(store, profile.id);
    if (users.length) throw new SandboxError(409, `El perfil de acceso ${profile.name} tiene ${users.length} usuarios asignados y no puede eliminarse`);
    securityState(store).profiles.delete(profile.id);
    return true;
  },
};

/**
 * UpdateAccessProfile once its version is current. Holders get the change at their next sign-in, so a change of
 * what the profile grants ends their sessions (their next request is refused, naming why); the element audit
 * records it as a system change.
 */
type ProfileBody = { name: string; description: string | null; enabled: boolean; accessElementIds: number[] };

function updateProfile(store: SandboxStore, profile: AccessProfileRecord, body: ProfileBody) {
  const accessElementIds = checkProfile(store, body, profile.id);
  const users = holders(store, profile.id);
  if (profile.enabled && !body.enabled && users.length) {
    throw new SandboxError(409, `El perfil de acceso ${profile.name} tiene ${users.length} usuarios asignados y no puede desactivarse`);
  }
  const before = new Set(profile.enabled ? profile.accessElementIds : []);
  const after = new Set(body.enabled ? accessElementIds : []);
  for (const user of users) trackElementChanges(store, user, before, after, null);
  const grantsChanged = before.size !== after.size || [...after].some((id) => !before.has(id));
  if (grantsChanged) users.filter((u) => u.enabled).forEach((u) => revokeSessions(u.userId, 'profileChanged'));
  Object.assign(profile, { name: body.name, description: body.description, enabled: body.enabled, accessElementIds, modifiedDate: utc(store.now) });
  return detail(store, profile);
}
