/** Per-user permissions (access elements, general permissions), their audit, copies between users, the module tree. */
import { addNotification } from '../message/addNotification';
import { assertReadAsIs } from '../guards/readList';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { accessCatalog, accessElementById, moduleTree } from './accessElements';
import { responsibleWarehouses } from './accountRules';
import { assignableUser, replaceAccessElements } from './assignationRules';
import { dateFilter, page, requireAll, requireUser } from './common';
import { GENERAL_PERMISSIONS } from './constants';
import { assignationsOf, securityState } from './state';

/** Source and targets of a copy: targets exist, differ from the source and share its role. */
function copyParties(store: SandboxStore, body: { sourceUserId: number; targetUserIds: number[] }): [UserRecord, UserRecord[]] {
  const source = requireUser(store, body.sourceUserId);
  const targets = requireAll(body.targetUserIds, (id) => store.users.has(id), 'El usuario').map((id) => assignableUser(store, id));
  if (targets.some((t) => t.userId === source.userId)) throw new SandboxError(422, 'El usuario origen no puede ser también destino');
  const other = targets.find((t) => t.roleCode !== source.roleCode);
  if (other) throw new SandboxError(422, `El usuario ${other.fullName} no tiene el mismo rol que ${source.fullName}`);
  return [source, targets];
}

export const permissionHandlers: OperationHandlers = {
  getAccessElementsModuleTree: () => moduleTree(),

  getUserGeneralPermissions: ({ store, query }) => {
    const assigned = assignationsOf(store, requireUser(store, query.UserId).userId).generalPermissions;
    return GENERAL_PERMISSIONS.map(({ id, code, name, description }) => ({ permissionId: id, code, name, description, assigned: assigned.has(id) }));
  },

  getUserAccessElementAssignations: ({ store, query }) => {
    const user = requireUser(store, query.UserId);
    const direct = assignationsOf(store, user.userId).accessElements;
    const profile = securityState(store).profiles.get(user.accessProfileId);
    const fromProfile = new Set(profile?.enabled ? profile.accessElementIds : []);
    return accessCatalog().elements.map((e) => ({
      accessElementId: e.accessElementId, code: e.code, name: e.name, accessElementType: e.accessElementType, moduleId: e.moduleId,
      moduleName: e.moduleName, assigned: direct.has(e.accessElementId), fromProfile: fromProfile.has(e.accessElementId),
    }));
  },

  assignUserAccessElements: ({ store, user: caller, body }) => {
    const user = assignableUser(store, body.userId);
    assertReadAsIs(assignationsOf(store, user.userId).accessElements, body.readIds);
    const ids = requireAll(body.accessElementIds, (id) => !!accessElementById(id), 'El elemento de acceso');
    replaceAccessElements(store, user, ids, caller!.fullName);
    return true;
  },

  getUserAccessElementTracking: ({ store, query }) => {
    const inRange = dateFilter(query);
    const entries = securityState(store)
      .elementTracking.filter((t) => (!query.UserId || t.userId === query.UserId) && inRange(t.changeDate))
      .sort((a, b) => b.changeDate.localeCompare(a.changeDate) || b.id - a.id);
    const result = page(entries, query);
    return {
      ...result,
      items: result.items.map((t) => {
        const element = accessElementById(t.accessElementId);
        return {
          id: t.id, userId: t.userId, userFullName: t.userFullName, accessElementId: t.accessElementId,
          accessElementCode: element?.code ?? `Elemento${t.accessElementId}`, accessElementName: element?.name ?? 'Elemento eliminado',
          moduleName: element?.moduleName ?? '', action: t.action, changedByFullName: t.changedByFullName, changeDate: t.changeDate,
        };
      }),
    };
  },

  /**
   * Runs at once in the sandbox; the audit names no author (a background copy job), and the caller is told
   * through the hub that the copy finished (User.PermissionsCopied), as the background job does.
   */
  cloneUserAccessElements: ({ store, user: caller, body }) => {
    const [source, targets] = copyParties(store, body);
    const from = assignationsOf(store, source.userId);
    for (const target of targets) {
      replaceAccessElements(store, target, [...from.accessElements], null);
      assignationsOf(store, target.userId).generalPermissions = new Set(from.generalPermissions);
    }
    addNotification(store, {
      notificationKey: 'User.PermissionsCopied', receiverUserId: caller!.userId, ticketId: null, title: 'Copia de permisos terminada',
      message: `Se copiaron los permisos de ${source.fullName} a ${targets.map((t) => t.fullName).join(', ')}.`,
    });
    return true;
  },

  cloneUserAssignations: ({ store, body }) => {
    const [source, targets] = copyParties(store, body);
    const from = assignationsOf(store, source.userId);
    for (const target of targets) {
      const to = assignationsOf(store, target.userId);
      const kept = responsibleWarehouses(store, target.userId).map((w) => w.warehouseId);
      target.warehouseIds = [...new Set([...source.warehouseIds, ...kept])].sort((a, b) => a - b);
      target.clientIds = [...source.clientIds];
      to.workForces = new Set([...from.workForces].filter((id) => id !== target.userId));
      to.services = new Set(from.services);
      to.commentTypes = new Set(from.commentTypes);
      to.stages = new Set(from.stages);
    }
    return true;
  },
};
