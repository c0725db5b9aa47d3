/**
 * UserAssignations for resources: warehouses and clients (kept on the UserRecord, which the ticket side
 * reads too), task forces, services, comment types and work-flow stages (kept in the security state).
 * Assign* bodies replace the whole list, once it is still the list they read (readIds).
 */
import { assertReadAsIs } from '../guards/readList';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { responsibleWarehouses } from './accountRules';
import { assignableUser } from './assignationRules';
import { byFullName, byText, matchesText, page, partnerOf, requireAll, requireUser, userPartner } from './common';
import { CLIENT_ROLES, GENERAL_PERMISSIONS, TICKET_COMMENT_TYPES, WORK_FLOWS, WORK_FLOW_STAGE_IDS } from './constants';
import { assignationsOf, extraOf } from './state';
import { accountListItem } from './userViews';

const isEngineer = (store: SandboxStore, id: number) => store.users.get(id)?.roleCode === 'ENG';

function requireEngineers(store: SandboxStore, user: UserRecord, ids: number[]): number[] {
  const unique = requireAll(ids, (id) => store.users.has(id), 'El usuario');
  const wrong = unique.find((id) => !isEngineer(store, id) || id === user.userId);
  if (wrong !== undefined) throw new SandboxError(422, `El usuario ${store.users.get(wrong)!.fullName} no puede asignarse como fuerza de tarea`);
  return unique;
}

/** Everybody may read their own lists; another user's need a user-administration permission. */
function readableUser({ store, user: caller, query }: OperationContext): UserRecord {
  const user = requireUser(store, query.UserId);
  const perms = store.permissionsOf(caller!);
  if (user.userId !== caller!.userId && !perms.has('UsersSearch') && !perms.has('UsersPerResourcePermissions')) {
    throw new SandboxError(403, 'No tiene permiso para consultar las asignaciones de otro usuario');
  }
  return user;
}

/** Internal users without explicit assignations are not restricted (the store's rule for clientIds). */
const unrestricted = (user: UserRecord, assigned: number) => !CLIENT_ROLES.includes(user.roleCode) && assigned === 0;

export const assignationHandlers: OperationHandlers = {
  getUserWarehouseAssignations: ({ store, query }) => {
    const user = requireUser(store, query.UserId);
    return [...store.warehouses.values()]
      .map((w) => ({ w, partner: partnerOf(store, w.warehouseId) }))
      .filter(({ w, partner }) => (!query.PartnerId || partner.partnerId === query.PartnerId) && matchesText(query.Text, w.warehouseName))
      .map(({ w, partner }) => ({
        warehouseId: w.warehouseId, warehouseName: w.warehouseName, responsibleId: w.responsibleId ?? null, enabled: w.enabled, ...partner,
        assigned: user.warehouseIds.includes(w.warehouseId),
      }));
  },

  getUserClientAssignations: ({ store, query }) => {
    const user = requireUser(store, query.UserId);
    return [...store.clients.values()]
      .map((c) => ({ c, partner: partnerOf(store, c.id) }))
      .filter(({ c, partner }) => (!query.PartnerId || partner.partnerId === query.PartnerId) && matchesText(query.Text, c.name, c.number))
      .map(({ c, partner }) => ({ clientId: c.id, clientName: c.name, ...partner, assigned: user.clientIds.includes(c.id) }));
  },

  getUserWorkForceAssignations: ({ store, query }) => {
    const user = requireUser(store, query.UserId);
    const assigned = assignationsOf(store, user.userId).workForces;
    return [...store.users.values()]
      .filter((e) => e.roleCode === 'ENG' && e.enabled && e.userId !== user.userId && matchesText(query.Text, e.fullName, e.email))
      .filter((e) => !query.PartnerId || extraOf(store, e).partnerIds.includes(query.PartnerId))
      .sort(byFullName)
      .map((e) => ({ userId: e.userId, fullName: e.fullName, email: e.email, ...userPartner(store, extraOf(store, e).partnerIds), assigned: assigned.has(e.userId) }));
  },

  getUserServiceAssignations: ({ store, query }) => {
    const assigned = assignationsOf(store, requireUser(store, query.UserId).userId).services;
    return [...store.services.values()]
      .filter((s) => (!query.ClientId || s.clientId === query.ClientId) && matchesText(query.Text, s.name, s.number))
      .map((s) => ({ serviceId: s.id, serviceName: s.name, clientId: s.clientId, clientName: store.clients.get(s.clientId)?.name ?? '', assigned: assigned.has(s.id) }));
  },

  getUserTicketCommentTypeAssignations: ({ store, query }) => {
    const assigned = assignationsOf(store, requireUser(store, query.UserId).userId).commentTypes;
    return TICKET_COMMENT_TYPES.map((t) => ({ ticketCommentTypeId: t.id, name: t.name, assigned: assigned.has(t.id) }));
  },

  getUserWorkFlowAssignations: ({ store, query }) => {
    const assigned = assignationsOf(store, requireUser(store, query.UserId).userId).stages;
    return WORK_FLOWS.map((f) => ({ ...f, stages: f.stages.map((s) => ({ ...s, assigned: assigned.has(s.stageId) })) }));
  },

  getUserAssignationSummary: ({ store, query }) => {
    const user = requireUser(store, query.UserId);
    const a = assignationsOf(store, user.userId);
    const counts: [string, number][] = [
      ['Warehouses', user.warehouseIds.length], ['Clients', user.clientIds.length], ['WorkForces', a.workForces.size], ['Services', a.services.size],
      ['TicketCommentTypes', a.commentTypes.size], ['PermissionsGeneral', a.generalPermissions.size], ['AccessElements', a.accessElements.size],
      ['WorkFlow', a.stages.size],
    ];
    return counts.map(([assignationType, assignedCount]) => ({ assignationType, assignedCount }));
  },

  assignUserWarehouse: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(user.warehouseIds, body.readIds);
    const ids = requireAll(body.warehouseIds, (id) => store.warehouses.has(id), 'El almacén');
    const kept = responsibleWarehouses(store, user.userId).find((w) => !ids.includes(w.warehouseId));
    if (kept) throw new SandboxError(409, `El usuario es responsable principal del almacén ${kept.warehouseName} y no puede quitarse de él`);
    user.warehouseIds = ids.sort((a, b) => a - b);
    return true;
  },

  assignUserClients: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(user.clientIds, body.readIds);
    user.clientIds = requireAll(body.clientIds, (id) => store.clients.has(id), 'El cliente').sort((a, b) => a - b);
    return true;
  },

  assignUserWorkForces: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(assignationsOf(store, user.userId).workForces, body.readIds);
    assignationsOf(store, user.userId).workForces = new Set(requireEngineers(store, user, body.workForceUserIds));
    return true;
  },

  assignUserServices: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(assignationsOf(store, user.userId).services, body.readIds);
    assignationsOf(store, user.userId).services = new Set(requireAll(body.serviceIds, (id) => store.services.has(id), 'El servicio'));
    return true;
  },

  assignUserTicketCommentTypes: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(assignationsOf(store, user.userId).commentTypes, body.readIds);
    const ids = requireAll(body.ticketCommentTypeIds, (id) => TICKET_COMMENT_TYPES.some((t) => t.id === id), 'El tipo de comentario');
    assignationsOf(store, user.userId).commentTypes = new Set(ids);
    return true;
  },

  assignUserGeneralPermissions: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(assignationsOf(store, user.userId).generalPermissions, body.readIds);
    const ids = requireAll(body.permissionIds, (id) => GENERAL_PERMISSIONS.some((p) => p.id === id), 'El permiso general');
    assignationsOf(store, user.userId).generalPermissions = new Set(ids);
    return true;
  },

  assignUserWorkFlow: ({ store, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(assignationsOf(store, user.userId).stages, body.readIds);
    assignationsOf(store, user.userId).stages = new Set(requireAll(body.stageIds, (id) => WORK_FLOW_STAGE_IDS.includes(id), 'La etapa'));
    return true;
  },

  getAssignedClientsByUser: (ctx) => {
    const user = readableUser(ctx);
    const { store } = ctx;
    const all = unrestricted(user, user.clientIds.length);
    return [...store.clients.values()]
      .filter((c) => (all ? c.enabled : user.clientIds.includes(c.id)))
      .sort((a, b) => byText(a.name, b.name))
      .map((c) => ({ clientId: c.id, clientName: c.name }));
  },

  /** accessTypeId: 1 assigned to the user, 2 reachable because the user has no explicit task forces. */
  getAssignedWorkForcesByUser: (ctx) => {
    const user = readableUser(ctx);
    const { store } = ctx;
    const assigned = assignationsOf(store, user.userId).workForces;
    const all = unrestricted(user, assigned.size) && user.roleCode !== 'ENG';
    return [...store.users.values()]
      .filter((e) => e.roleCode === 'ENG' && e.enabled && (all ? e.userId !== user.userId : assigned.has(e.userId)))
      .sort(byFullName)
      .map((e) => ({ userId: e.userId, fullName: e.fullName, accessTypeId: all ? 2 : 1 }));
  },

  getAssignedUsersByClient: ({ store, query }) => {
    if (!store.clients.has(query.ClientId)) throw new SandboxError(404, `El cliente ${query.ClientId} no existe`);
    const users = [...store.users.values()]
      .filter((u) => u.clientIds.includes(query.ClientId) && matchesText(query.Text, u.fullName, u.userName, u.email))
      .sort(byFullName);
    const result = page(users, query);
    return { ...result, items: result.items.map((u) => accountListItem(store, u)) };
  },
};
