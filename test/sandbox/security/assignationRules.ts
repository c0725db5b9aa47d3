/** Rules shared by the assignation handlers: who may receive assignations and the access element audit. */
import { SandboxError } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { requireUser } from './common';
import { emptyAssignations } from './seed';
import { assignationsOf, securityState } from './state';

/** The user an Assign* body names; non-operational users hold no configuration. */
export function assignableUser(store: SandboxStore, userId: number): UserRecord {
  const user = requireUser(store, userId);
  if (user.nonOperational) throw new SandboxError(422, `El usuario ${user.userName} es no operativo y no admite asignaciones`);
  return user;
}

/** Records, per access element, what a replacement assigned and removed. */
export function trackElementChanges(store: SandboxStore, user: UserRecord, before: Set<number>, after: Set<number>, changedByFullName: string | null) {
  const state = securityState(store);
  const record = (accessElementId: number, action: 'Assigned' | 'Removed') =>
    state.elementTracking.push({
      id: state.nextId('elementTracking'), userId: user.userId, userFullName: user.fullName, accessElementId, action, changedByFullName,
      changeDate: utc(store.now),
    });
  [...after].filter((id) => !before.has(id)).sort((a, b) => a - b).forEach((id) => record(id, 'Assigned'));
  [...before].filter((id) => !after.has(id)).sort((a, b) => a - b).forEach((id) => record(id, 'Removed'));
}

export function replaceAccessElements(store: SandboxStore, user: UserRecord, ids: number[], changedByFullName: string | null) {
  const assignations = assignationsOf(store, user.userId);
  const after = new Set(ids);
  trackElementChanges(store, user, assignations.accessElements, after, changedByFullName);
  assignations.accessElements = after;
}

/** Conversion to non-operational: configurations, permissions and groups go (hierarchy is cleared by the caller). */
export function clearUserConfiguration(store: SandboxStore, user: UserRecord, caller: UserRecord) {
  replaceAccessElements(store, user, [], caller.fullName);
  securityState(store).assignations.set(user.userId, emptyAssignations());
  user.clientIds = [];
  user.warehouseIds = [];
  for (const group of securityState(store).groups.values()) group.userIds = group.userIds.filter((id) => id !== user.userId);
}
