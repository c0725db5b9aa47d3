import { isFinished } from '../../../src/domain/changes/lifecycle';
import { found } from '../catalog/common';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { changeCatalogs } from './changeCatalogs';
import { existingChange } from './changes';
import { nextProcessId, processState, type TaskRecord } from './state';
import { taskRow, taskVersions } from './views';

type TaskBody = Omit<TaskRecord, 'taskId' | 'changeId'>;

const refuse = (status: number, message: string, field: string): never => {
  throw new SandboxError(status, message, field);
};

/** A task's rules (002 section 3 and the issue): ends not before starts, an enabled status and type, an owner. */
function checkTask(store: SandboxStore, body: TaskBody): TaskBody {
  if (!body.name.trim()) refuse(400, 'El nombre de la tarea es obligatorio', 'name');
  const { taskStatuses, taskTypes } = changeCatalogs(store);
  if (!taskStatuses.get(body.taskStatusId)?.enabled) refuse(422, `El estatus de tarea ${body.taskStatusId} no existe`, 'taskStatusId');
  if (!taskTypes.get(body.taskTypeId)?.enabled) refuse(422, `El tipo de tarea ${body.taskTypeId} no existe`, 'taskTypeId');
  if (!store.priorities.get(body.priorityId)) refuse(422, `La prioridad ${body.priorityId} no existe`, 'priorityId');
  if (!store.users.get(body.ownerUserId)?.enabled) refuse(422, `El usuario ${body.ownerUserId} no existe`, 'ownerUserId');
  if (body.scheduledEnd < body.scheduledStart) refuse(400, 'El fin programado no puede ser anterior al inicio programado', 'scheduledEnd');
  if (body.actualEnd && !body.actualStart) refuse(400, 'Indique el inicio real antes del fin real', 'actualStart');
  if (body.actualEnd && body.actualStart && body.actualEnd < body.actualStart) refuse(400, 'El fin real no puede ser anterior al inicio real', 'actualEnd');
  // The shared cost rule (002 section 5): 0 to 9,999,999.00 with 2 decimals; the contract holds the bounds.
  if (body.additionalCost !== null && Number(body.additionalCost.toFixed(2)) !== body.additionalCost) refuse(400, 'El costo adicional admite 2 decimales', 'additionalCost');
  return { ...body, name: body.name.trim() };
}

const fieldsOf = (b: TaskBody): TaskBody => ({
  name: b.name, taskStatusId: b.taskStatusId, taskTypeId: b.taskTypeId, priorityId: b.priorityId, ownerUserId: b.ownerUserId,
  scheduledStart: b.scheduledStart, scheduledEnd: b.scheduledEnd, actualStart: b.actualStart, actualEnd: b.actualEnd, effortDays: b.effortDays,
  effortHours: b.effortHours, effortMinutes: b.effortMinutes, additionalCost: b.additionalCost, progress: b.progress, groupName: b.groupName,
  description: b.description,
});

export const existingTask = (store: SandboxStore, taskId: number) => found(processState(store).tasks.get(taskId), `La tarea ${taskId} no existe`);

export function openChangeOf(store: SandboxStore, changeId: number) {
  const change = existingChange(store, changeId);
  if (isFinished(change.state)) refuse(409, 'Las tareas de un cambio cerrado o cancelado no se modifican', 'changeId');
  return change;
}

export const taskHandlers: OperationHandlers = {
  searchTasks: ({ store, body }) =>
    [...processState(store).tasks.values()]
      .filter((t) => t.changeId === existingChange(store, body.changeId).changeId)
      .sort((a, b) => a.scheduledStart.localeCompare(b.scheduledStart) || a.taskId - b.taskId)
      .map((t) => taskRow(store, t)),
  createTask: ({ store, body }) => {
    const change = openChangeOf(store, body.changeId);
    const task = { taskId: nextProcessId(store, 'tasks'), changeId: change.changeId, ...checkTask(store, fieldsOf(body)) };
    processState(store).tasks.set(task.taskId, task);
    return taskRow(store, task);
  },
  updateTask: ({ store, body }) => {
    const task = existingTask(store, body.taskId);
    return taskVersions.update(store, task.taskId, body.rowVersion, () => taskRow(store, task), () => {
      openChangeOf(store, task.changeId);
      Object.assign(task, checkTask(store, fieldsOf(body)));
      return taskRow(store, task);
    });
  },
  deleteTask: ({ store, params }) => {
    const task = existingTask(store, params.id);
    openChangeOf(store, task.changeId);
    processState(store).tasks.delete(task.taskId);
    return true;
  },
  updateTaskStatus: ({ store, body }) => {
    const task = existingTask(store, body.taskId);
    openChangeOf(store, task.changeId);
    Object.assign(task, checkTask(store, { ...task, taskStatusId: body.taskStatusId }));
    taskVersions.touch(store, task.taskId);
    return taskRow(store, task);
  },
};
