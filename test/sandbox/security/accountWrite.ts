/** Accounts: create, update (deactivation, role and operational conversions), delete, default user name. */
import { revokeSessions } from '../auth/sessionRevocation';
import { addNotification } from '../message/addNotification';
import { SandboxError, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import {
  defaultUserName, forgetUser, guardRemoval, hierarchyPoint, isUserNameTaken, logHierarchyChange, peopleInCharge, releaseOpenTickets,
  rememberCreatedUser, responsibleWarehouses, validateHierarchy,
} from './accountRules';
import { normalize, requireAll, requireUser } from './common';
import { AREAS, COUNTRIES, MESSAGES, REGIONS, ROLE_NAMES } from './constants';
import { clearUserConfiguration } from './assignationRules';
import { extraOf, securityState } from './state';
import { accountDetail, accountVersions } from './userViews';

/** Fields shared by AccountCreateRequest and AccountUpdateRequest. */
type AccountInput = Record<string, any>;

function findIn<T extends { id: number }>(list: readonly T[], id: number | null, label: string): T | null {
  if (id === null) return null;
  const found = list.find((x) => x.id === id);
  if (!found) throw new SandboxError(422, `${label} ${id} no existe`);
  return found;
}

/**
 * The checks a create and an update share (422 special characters in the position, 409 duplicates, 422 unknown references or
 * hierarchy). The full name's characters are the contract's pattern (400).
 */
function checkInput(store: SandboxStore, body: AccountInput, existing: UserRecord | null) {
  const exceptId = existing?.userId ?? null;
  assertAllowedText(body.position, TEXT_FIELDS.position);
  if (isUserNameTaken(store, body.userName, exceptId)) {
    const suggestion = defaultUserName(store, body.fullName, body.email);
    throw new SandboxError(409, `El nombre de usuario ${body.userName} ya está registrado; puede usar ${suggestion}`);
  }
  if ([...store.users.values()].some((u) => u.userId !== exceptId && normalize(u.email) === normalize(body.email))) {
    throw new SandboxError(409, `El correo ${body.email} ya está registrado en otro usuario`);
  }
  const state = securityState(store);
  if (body.accessProfileId !== null) {
    const profile = state.profiles.get(body.accessProfileId);
    if (!profile) throw new SandboxError(422, `El perfil de acceso ${body.accessProfileId} no existe`);
    if (!profile.enabled && existing?.accessProfileId !== profile.id) throw new SandboxError(422, `El perfil de acceso ${profile.name} está inactivo`);
  }
  requireAll(body.partnerIds, (id) => store.partners.has(id), 'El socio');
  requireAll(body.systemGroupIds, (id) => state.groups.has(id), 'El grupo');
  const engineerGroup = body.systemGroupIds.map((id: number) => state.groups.get(id)!).find((g: { engineerOnly: boolean }) => g.engineerOnly);
  if (engineerGroup && body.roleCode !== 'ENG') throw new SandboxError(422, `El grupo ${engineerGroup.name} solo admite ingenieros`);
  if (!body.nonOperational) {
    if (body.level === null) throw new SandboxError(422, 'El nivel jerárquico es obligatorio para usuarios operativos');
    validateHierarchy(store, exceptId, body.level, body.superiorId);
  }
  return {
    region: findIn(REGIONS, body.regionId, 'La región')?.name ?? '',
    area: findIn(AREAS, body.areaId, 'El área')?.name ?? '',
    countryId: findIn(COUNTRIES, body.countryId, 'El país')?.id ?? null,
  };
}

function applyInput(store: SandboxStore, user: UserRecord, body: AccountInput, resolved: ReturnType<typeof checkInput>) {
  Object.assign(user, {
    fullName: body.fullName, email: body.email, userName: body.userName, roleCode: body.roleCode,
    langId: body.langId, mobileNumber: body.mobileNumber ?? '', region: resolved.region, area: resolved.area,
    nonOperational: body.nonOperational, accessProfileId: body.accessProfileId ?? 0,
  });
  user.systemRoleName = ROLE_NAMES[user.roleCode].es;
  if (body.nonOperational) user.superiorId = null;
  else Object.assign(user, { level: body.level, superiorId: body.superiorId });
  Object.assign(extraOf(store, user), {
    credential: body.credential, position: body.position, isVacant: body.isVacant, partnerIds: [...new Set<number>(body.partnerIds)],
    countryId: resolved.countryId,
  });
  for (const group of securityState(store).groups.values()) {
    const wanted = body.systemGroupIds.includes(group.id);
    if (wanted && !group.userIds.includes(user.userId)) group.userIds.push(user.userId);
    if (!wanted) group.userIds = group.userIds.filter((id) => id !== user.userId);
  }
}

function notifyRoleChange(store: SandboxStore, user: UserRecord) {
  addNotification(store, {
    notificationKey: 'User.RoleChanged', receiverUserId: user.userId, ticketId: null, title: 'Cambio de rol',
    message: `Su rol cambió a **${user.systemRoleName}**; inicie sesión de nuevo.`,
  });
}

export const accountWriteHandlers: OperationHandlers = {
  generateAccountDefaultUserName: ({ store, body }) => ({ userName: defaultUserName(store, body.fullName, body.email ?? null) }),

  createAccount: ({ store, user: caller, body }) => {
    const resolved = checkInput(store, body, null);
    const user: UserRecord = {
      userId: store.nextId('users'), userName: '', fullName: '', email: '', roleCode: body.roleCode, systemRoleName: '', langId: 1,
      mobileNumber: '', level: 0, region: '', area: '', superiorId: null, enabled: true, nonOperational: false, blobStorageUrlPath: null,
      lastAccessDate: null, accessProfileId: 0, clientIds: [], warehouseIds: [],
    };
    store.users.set(user.userId, user);
    rememberCreatedUser(store, user.userId);
    securityState(store).extras.set(user.userId, {
      credential: null, position: null, isVacant: false, partnerIds: [], countryId: null, createdDate: utc(store.now), contractFileUrl: null,
      passwordChangedDate: body.password ? utc(store.now) : null,
    });
    applyInput(store, user, body, resolved);
    if (!user.nonOperational) logHierarchyChange(store, user, null, caller!.fullName);
    return accountDetail(store, user);
  },

  updateAccount: ({ store, user: caller, body }) => {
    const user = requireUser(store, body.id);
    return accountVersions.update(store, user.userId, body.rowVersion, () => accountDetail(store, user), () => updateUser(store, caller!, user, body));
  },

  deleteAccount: ({ store, user: caller, params }) => {
    const user = requireUser(store, params.id);
    guardRemoval(store, user, caller!, 'eliminar');
    releaseOpenTickets(store, user.userId, caller!, 'Usuario eliminado: el ticket vuelve a pendiente de asignación');
    forgetUser(store, user.userId);
    store.users.delete(user.userId);
    revokeSessions(user.userId, 'accountDeleted');
    return true;
  },
};

/** UpdateAccount once its version is current: the account's rules, then the change and what follows from it. */
function updateUser(store: SandboxStore, caller: UserRecord, user: UserRecord, body: AccountInput) {
  const resolved = checkInput(store, body, user);
  const deactivating = user.enabled && !body.enabled;
  const toNonOperational = !user.nonOperational && body.nonOperational;
  const roleChanged = user.roleCode !== body.roleCode;
  const languageChanged = user.langId !== body.langId;
  if (deactivating) guardRemoval(store, user, caller, 'desactivar');
  if (roleChanged && user.userId === caller.userId) throw new SandboxError(409, 'No puede cambiar su propio rol');
  if ((toNonOperational || (roleChanged && user.roleCode === 'WAD')) && responsibleWarehouses(store, user.userId).length) {
    throw new SandboxError(409, MESSAGES.warehouseAdminLocked, 'Asigne otro responsable principal a sus almacenes antes de continuar');
  }
  if (toNonOperational && peopleInCharge(store, user.userId).length) throw new SandboxError(409, MESSAGES.peopleInCharge);

  const before = hierarchyPoint(store, user);
  applyInput(store, user, body, resolved);
  user.enabled = body.enabled;
  if (deactivating) releaseOpenTickets(store, user.userId, caller, 'Usuario desactivado: el ticket vuelve a pendiente de asignación');
  if (roleChanged && user.roleCode === 'SUP') {
    releaseOpenTickets(store, user.userId, caller, 'El usuario cambió a supervisor: el ticket vuelve a pendiente de asignación');
  }
  if (toNonOperational) clearUserConfiguration(store, user, caller);
  if (roleChanged) notifyRoleChange(store, user);
  // Deactivation, a role or a language change ends the sessions: tokens issued before it are refused from now on.
  const ended = deactivating ? 'accountDeactivated' : roleChanged ? 'roleChanged' : languageChanged ? 'languageChanged' : null;
  if (ended) revokeSessions(user.userId, ended);
  logHierarchyChange(store, user, before, caller.fullName);
  return accountDetail(store, user);
}
