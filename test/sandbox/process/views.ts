import { CHANGE_STAGE, processStateOf } from '../../../src/domain/changes/lifecycle';
import { findLocation } from '../geography/locationStore';
import { rowVersions } from '../guards/rowVersion';
import { inventoryOf } from '../inventory/state';
import type { SandboxStore } from '../store/types';
import { changeCatalogs } from './changeCatalogs';
import { processState, type ApprovalRecord, type BoardRecord, type ChangeRecord, type CommentRecord, type TaskRecord } from './state';

export const changeVersions = rowVersions('process', 'changes');
export const boardVersions = rowVersions('process', 'boards');
export const taskVersions = rowVersions('process', 'tasks');

export const userName = (store: SandboxStore, userId: number) => store.users.get(userId)?.fullName ?? `Usuario ${userId}`;

export const isPreApproved = (store: SandboxStore, c: Pick<ChangeRecord, 'changeTypeId'>) =>
  changeCatalogs(store).changeTypes.get(c.changeTypeId)?.preApproved ?? false;

/** A change as the reads answer it: with the names of what it refers to, its stage, process state and version. */
export function changeRow(store: SandboxStore, c: ChangeRecord) {
  const board = processState(store).boards.get(c.cabId);
  return changeVersions.stamp(store, c.changeId, {
    ...c,
    changeTypeName: changeCatalogs(store).changeTypes.get(c.changeTypeId)?.name ?? '',
    preApproved: isPreApproved(store, c),
    stage: CHANGE_STAGE[c.state],
    processState: processStateOf(c.state),
    categoryName: store.categories.get(c.categoryId)?.name ?? '',
    priorityName: store.priorities.get(c.priorityId)?.name ?? '',
    cabName: board?.name ?? '',
    cabMemberName: userName(store, c.cabMemberUserId),
    clientName: store.clients.get(c.clientId)?.name ?? '',
    locationName: findLocation(store, c.locationId)?.name ?? '',
    createdUserName: userName(store, c.createdUserId),
  });
}

export const boardRow = (store: SandboxStore, b: BoardRecord) =>
  boardVersions.stamp(store, b.cabId, {
    cabId: b.cabId, name: b.name, members: b.memberUserIds.map((userId) => ({ userId, fullName: userName(store, userId) })),
  });

export const approvalRow = (store: SandboxStore, a: ApprovalRecord) => ({ ...a, approverName: userName(store, a.approverUserId) });

export const commentRow = (store: SandboxStore, c: CommentRecord) => ({ ...c, userName: userName(store, c.userId) });

export function taskRow(store: SandboxStore, t: TaskRecord) {
  const { taskStatuses, taskTypes } = changeCatalogs(store);
  return taskVersions.stamp(store, t.taskId, {
    ...t,
    taskStatusName: taskStatuses.get(t.taskStatusId)?.name ?? '',
    taskTypeName: taskTypes.get(t.taskTypeId)?.name ?? '',
    priorityName: store.priorities.get(t.priorityId)?.name ?? '',
    ownerName: userName(store, t.ownerUserId),
  });
}

export function productRow(store: SandboxStore, productId: number) {
  const c = inventoryOf(store).ledger.components.get(productId);
  return {
    productId, serialNumber: c?.serialNumber ?? String(productId), brandName: c?.brandName ?? '', modelName: c?.modelName ?? '',
    locationName: c?.locationId == null ? null : (findLocation(store, c.locationId)?.name ?? null),
  };
}
