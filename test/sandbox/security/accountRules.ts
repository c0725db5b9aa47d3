/** Business rules about users: open tickets, people in charge, who may be deactivated, hierarchy, user names. */
import { revokeSessions } from '../auth/sessionRevocation';
import { SandboxError } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { CLOSED_TICKET_STATUSES, MESSAGES, PENDING_ASSIGNMENT_STATUS } from './constants';
import { byFullName, normalize } from './common';
import { extraOf, securityState } from './state';
import { accountVersions } from './userViews';

export function openTicketsOf(store: SandboxStore, userId: number): TicketRecord[] {
  return [...store.tickets.values()].filter((t) => t.assignedEngineerId === userId && !CLOSED_TICKET_STATUSES.includes(t.statusId));
}

/** Direct reports: users whose superior is the given user. */
export function peopleInCharge(store: SandboxStore, userId: number): UserRecord[] {
  return [...store.users.values()].filter((u) => u.superiorId === userId).sort(byFullName);
}

/** Every user below the given one in the structure. */
export function descendantsOf(store: SandboxStore, userId: number): Set<number> {
  const found = new Set<number>();
  const queue = [userId];
  while (queue.length) {
    const current = queue.shift()!;
    for (const u of store.users.values()) {
      if (u.superiorId === current && !found.has(u.userId) && u.userId !== userId) {
        found.add(u.userId);
        queue.push(u.userId);
      }
    }
  }
  return found;
}

/** Warehouses where the user is the principal manager. */
export function responsibleWarehouses(store: SandboxStore, userId: number) {
  return [...store.warehouses.values()].filter((w) => w.responsibleId === userId).sort((a, b) => a.warehouseId - b.warehouseId);
}

/**
 * Refuses (409) deleting or deactivating oneself, a warehouse's principal manager or a user with people in charge.
 * How the two warehouse statements of spec 001 section 5 combine: "a warehouse administrator cannot be deleted
 * or disabled" is read through the second, "a principal warehouse manager cannot be deactivated while assigned":
 * whoever is the principal manager (responsibleId) of a warehouse can be neither deleted nor deactivated, whatever
 * their role, until the warehouse has another one; a warehouse administrator with no warehouse of their own can.
 * CanWarehouseAdminBeInactivate answers the same question for the screen before it asks.
 */
export function guardRemoval(store: SandboxStore, user: UserRecord, caller: UserRecord, verb: 'eliminar' | 'desactivar') {
  if (user.userId === caller.userId) throw new SandboxError(409, `No puede ${verb} su propia cuenta`);
  const warehouses = responsibleWarehouses(store, user.userId);
  if (warehouses.length) {
    throw new SandboxError(409, MESSAGES.warehouseAdminLocked, `Responsable principal de: ${warehouses.map((w) => w.warehouseName).join(', ')}`);
  }
  const reports = peopleInCharge(store, user.userId);
  if (reports.length) throw new SandboxError(409, MESSAGES.peopleInCharge, `Personas a cargo: ${reports.length}`);
}

/**
 * What else a leaving user holds goes back to pre-assignment: components, kits and supplies live in the
 * inventory ledger (test/sandbox/inventory), which registers its release here; the security side does not
 * know the ledger. The caller is null for the automatic deactivation.
 */
export type UserReleaseHook = (store: SandboxStore, userId: number, caller: UserRecord | null) => void;
const userReleaseHooks: UserReleaseHook[] = [];

/** Adds a release to run for every leaving user (once, however often its module is loaded). */
export function registerUserReleaseHook(hook: UserReleaseHook) {
  if (!userReleaseHooks.includes(hook)) userReleaseHooks.push(hook);
}

/**
 * Open tickets of the user go back to pending assignment (deletion, deactivation, change to supervisor), then
 * the inventory the user holds (userReleaseHooks). The caller is null for the automatic deactivation.
 */
export function releaseOpenTickets(store: SandboxStore, userId: number, caller: UserRecord | null, reason: string): number {
  const tickets = openTicketsOf(store, userId);
  for (const ticket of tickets) {
    const previous = ticket.statusId;
    Object.assign(ticket, { previousStatusId: previous, statusId: PENDING_ASSIGNMENT_STATUS, assignedEngineerId: null });
    store.logbook.push({
      id: store.nextId('logbook'), ticketId: ticket.ticketId, statusId: PENDING_ASSIGNMENT_STATUS, previousStatusId: previous,
      comment: reason, createdUserId: caller?.userId ?? userId, createdDateTime: utc(store.now),
    });
  }
  for (const hook of userReleaseHooks) hook(store, userId, caller);
  return tickets.length;
}

/** Users without activity for this many days are deactivated (spec 001 section 9). */
export const INACTIVITY_DAYS = 90;

/**
 * Deactivates every active user whose last access is at least INACTIVITY_DAYS before the sandbox's clock
 * (store.now), releasing what they held. A user who never signed in has no activity to measure (an account
 * waiting for its first sign-in) and stays. Runs before the user reads, so moving the clock shows it at the
 * next look.
 */
export function deactivateIdleUsers(store: SandboxStore): UserRecord[] {
  const limit = store.now.getTime() - INACTIVITY_DAYS * 86_400_000;
  const idle = [...store.users.values()].filter((u) => u.enabled && u.lastAccessDate && new Date(`${u.lastAccessDate.replace(/Z$/, '')}Z`).getTime() <= limit);
  for (const user of idle) {
    user.enabled = false;
    accountVersions.touch(store, user.userId);
    revokeSessions(user.userId, 'accountDeactivated');
    releaseOpenTickets(store, user.userId, null, `Usuario desactivado por ${INACTIVITY_DAYS} días sin actividad: el ticket vuelve a pendiente de asignación`);
  }
  return idle;
}

export const createdUsers = serviceState('security', 'createdUsers', (): number[] => []);

/** Remembers a user made by CreateAccount, so the sandbox's sign-in page lists them beside the demo users. */
export function rememberCreatedUser(store: SandboxStore, userId: number) {
  createdUsers(store).push(userId);
}

export const createdUserIds = (store: SandboxStore): readonly number[] => createdUsers(store);

/** Validates a level/superior pair (422 with the reason). */
export function validateHierarchy(store: SandboxStore, userId: number | null, level: number, superiorId: number | null) {
  if (superiorId === null) return;
  if (level === 0) throw new SandboxError(422, 'Un usuario de nivel 0 no tiene superior');
  const superior = store.users.get(superiorId);
  if (!superior) throw new SandboxError(422, `El superior ${superiorId} no existe`);
  if (superior.userId === userId) throw new SandboxError(422, 'Un usuario no puede ser su propio superior');
  if (superior.nonOperational || !superior.enabled) throw new SandboxError(422, `El superior ${superior.fullName} no está activo como usuario operativo`);
  if (superior.level >= level) throw new SandboxError(422, `El superior debe tener un nivel menor a ${level}`);
  if (userId !== null && descendantsOf(store, userId).has(superiorId)) {
    throw new SandboxError(422, 'El superior no puede ser una persona a cargo del usuario');
  }
}

export interface HierarchyPoint {
  level: number | null;
  superiorId: number | null;
  position: string | null;
}

export function hierarchyPoint(store: SandboxStore, user: UserRecord): HierarchyPoint {
  return user.nonOperational
    ? { level: null, superiorId: null, position: extraOf(store, user).position }
    : { level: user.level, superiorId: user.superiorId, position: extraOf(store, user).position };
}

/** Appends a hierarchy log entry when level, superior or position changed. */
export function logHierarchyChange(store: SandboxStore, user: UserRecord, before: HierarchyPoint | null, changedByFullName: string | null) {
  const after = hierarchyPoint(store, user);
  if (before && before.level === after.level && before.superiorId === after.superiorId && before.position === after.position) return;
  const nameOf = (id: number | null | undefined) => (id ? (store.users.get(id)?.fullName ?? null) : null);
  const state = securityState(store);
  state.hierarchyLog.push({
    id: state.nextId('hierarchyLog'), userId: user.userId, fullName: user.fullName, previousLevel: before?.level ?? null, newLevel: after.level,
    previousSuperiorFullName: nameOf(before?.superiorId), newSuperiorFullName: nameOf(after.superiorId),
    previousPosition: before?.position ?? null, newPosition: after.position, changedByFullName, changeDate: utc(store.now),
  });
}

const slug = (text: string) => normalize(text).replace(/[^a-z0-9]+/g, '.').replace(/^\.+|\.+$/g, '');

export function isUserNameTaken(store: SandboxStore, userName: string, exceptUserId: number | null = null): boolean {
  const wanted = normalize(userName);
  return [...store.users.values()].some((u) => u.userId !== exceptUserId && normalize(u.userName) === wanted);
}

/**
 * Default user name: first name and first surname ("andrea.salinas"), else the e-mail's local part,
 * else with the second surname, else the first candidate with a number (2, 3...).
 */
export function defaultUserName(store: SandboxStore, fullName: string, email: string | null): string {
  const [first = 'usuario', last, second] = fullName.trim().split(/\s+/).map(slug).filter(Boolean);
  const base = last ? `${first}.${last}` : first;
  const local = email ? slug(email.split('@')[0] ?? '') : '';
  const candidates = [base, local, second ? `${base}.${second}` : ''].filter((c) => c.length >= 3);
  const free = candidates.find((c) => !isUserNameTaken(store, c));
  if (free) return free;
  const root = candidates[0] ?? `usuario.${base}`;
  for (let n = 2; ; n++) if (!isUserNameTaken(store, `${root}${n}`)) return `${root}${n}`;
}

/** Removes a deleted user from groups and from other users' task-force lists. */
export function forgetUser(store: SandboxStore, userId: number) {
  const state = securityState(store);
  state.extras.delete(userId);
  state.assignations.delete(userId);
  for (const group of state.groups.values()) group.userIds = group.userIds.filter((id) => id !== userId);
  for (const a of state.assignations.values()) a.workForces.delete(userId);
}
