/** SystemGroups: groups of users (engineer-only groups among them) linked to clients and access elements. */
import { rowVersions } from '../guards/rowVersion';
import { assertReadAsIs } from '../guards/readList';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { accessCatalog, accessElementById } from './accessElements';
import { byFullName, byText, matchesText, normalize, page, requireAll } from './common';
import { securityState, type SystemGroupRecord } from './state';

function members(store: SandboxStore, group: SystemGroupRecord) {
  return group.userIds
    .map((id) => store.users.get(id))
    .filter((u): u is UserRecord => u !== undefined)
    .sort(byFullName)
    .map((u) => ({ userId: u.userId, fullName: u.fullName }));
}

const versions = rowVersions('security', 'security/groups');

function groupView(store: SandboxStore, group: SystemGroupRecord, withUsers: boolean) {
  return versions.stamp(store, group.id, {
    id: group.id, name: group.name, engineerOnly: group.engineerOnly, clientIds: [...group.clientIds], systemGroupUsers: withUsers ? members(store, group) : null,
  });
}

function requireGroup(store: SandboxStore, id: number): SystemGroupRecord {
  const group = securityState(store).groups.get(id);
  if (!group) throw new SandboxError(404, `El grupo ${id} no existe`);
  return group;
}

type GroupBody = { name: string; engineerOnly: boolean; clientIds: number[]; userIds: number[] };

/** Unique name (409); known clients and users, engineers only in an engineer group (422). */
function checkGroup(store: SandboxStore, body: GroupBody, exceptId: number | null) {
  const clash = [...securityState(store).groups.values()].find((g) => g.id !== exceptId && normalize(g.name) === normalize(body.name));
  if (clash) throw new SandboxError(409, `Ya existe un grupo con el nombre ${clash.name}`);
  const clientIds = requireAll(body.clientIds, (id) => store.clients.has(id), 'El cliente');
  const userIds = requireAll(body.userIds, (id) => store.users.has(id), 'El usuario');
  const users = userIds.map((id) => store.users.get(id)!);
  const nonEngineer = users.find((u) => u.roleCode !== 'ENG');
  if (body.engineerOnly && nonEngineer) throw new SandboxError(422, `El grupo solo admite ingenieros y ${nonEngineer.fullName} no lo es`);
  const nonOperational = users.find((u) => u.nonOperational);
  if (nonOperational) throw new SandboxError(422, `El usuario ${nonOperational.fullName} es no operativo y no puede pertenecer a grupos`);
  return { name: body.name, engineerOnly: body.engineerOnly, clientIds, userIds };
}

const sortedGroups = (store: SandboxStore) => [...securityState(store).groups.values()].sort((a, b) => byText(a.name, b.name));

export const groupHandlers: OperationHandlers = {
  getSystemGroups: ({ store, query }) =>
    sortedGroups(store)
      .filter((g) => query.engineerOnly === undefined || g.engineerOnly === query.engineerOnly)
      .map((g) => ({ id: g.id, name: g.name, engineerOnly: g.engineerOnly })),

  createSystemGroup: ({ store, body }) => {
    const state = securityState(store);
    const group: SystemGroupRecord = { id: state.nextId('groups'), ...checkGroup(store, body, null), accessElementIds: [], createdDate: utc(store.now) };
    state.groups.set(group.id, group);
    return groupView(store, group, true);
  },

  updateSystemGroup: ({ store, body }) => {
    const group = requireGroup(store, body.id);
    return versions.update(store, group.id, body.rowVersion, () => groupView(store, group, true), () => {
      Object.assign(group, checkGroup(store, body, group.id));
      return groupView(store, group, true);
    });
  },

  getSystemGroupById: ({ store, params, query }) => groupView(store, requireGroup(store, params.id), query.includeUsers ?? false),

  deleteSystemGroup: ({ store, params }) => {
    securityState(store).groups.delete(requireGroup(store, params.id).id);
    return true;
  },

  getSystemGroupUsers: ({ store, params, query }) => {
    const group = requireGroup(store, params.id);
    return page(members(store, group).filter((m) => matchesText(query.text, m.fullName)), query);
  },

  getSystemGroupAccessElements: ({ store, query }) => {
    const group = requireGroup(store, query.systemGroupId);
    return accessCatalog().elements.map((e) => ({
      accessElementId: e.accessElementId, code: e.code, name: e.name, moduleName: e.moduleName, assigned: group.accessElementIds.includes(e.accessElementId),
    }));
  },

  assignSystemGroupAccessElements: ({ store, body }) => {
    const group = requireGroup(store, body.systemGroupId);
    assertReadAsIs(group.accessElementIds, body.readIds);
    group.accessElementIds = requireAll(body.accessElementIds, (id) => !!accessElementById(id), 'El elemento de acceso').sort((a, b) => a - b);
    return true;
  },

  getSystemGroupClients: ({ store, query }) => {
    const groups = query.systemGroupId ? [requireGroup(store, query.systemGroupId)] : [...securityState(store).groups.values()];
    const ids = new Set(groups.flatMap((g) => g.clientIds));
    return [...store.clients.values()]
      .filter((c) => ids.has(c.id))
      .sort((a, b) => byText(a.name, b.name))
      .map((c) => ({ clientId: c.id, clientName: c.name }));
  },

  searchSystemGroups: ({ store, query }) => {
    const clientNames = (g: SystemGroupRecord) => g.clientIds.map((id) => store.clients.get(id)?.name).filter((n): n is string => !!n);
    const groups = sortedGroups(store).filter(
      (g) =>
        matchesText(query.text, g.name, ...clientNames(g)) &&
        (query.engineerOnly === undefined || g.engineerOnly === query.engineerOnly) &&
        (!query.clientId || g.clientIds.includes(query.clientId)),
    );
    const result = page(groups, query);
    return {
      ...result,
      items: result.items.map((g) => ({
        id: g.id, name: g.name, engineerOnly: g.engineerOnly, usersCount: members(store, g).length, clientNames: clientNames(g), createdDate: g.createdDate,
      })),
    };
  },

  getSystemGroupsByClient: ({ store, query }) => {
    if (!store.clients.has(query.clientId)) throw new SandboxError(404, `El cliente ${query.clientId} no existe`);
    return sortedGroups(store)
      .filter((g) => g.clientIds.includes(query.clientId) && g.engineerOnly === query.engineerOnly)
      .map((g) => groupView(store, g, true));
  },
};
