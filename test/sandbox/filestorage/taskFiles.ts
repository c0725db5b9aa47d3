import { existingTask, openChangeOf } from '../process/tasks';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, StoredFileRecord } from '../store/types';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from './state';

const toTaskFile = (store: SandboxStore, f: StoredFileRecord) => ({
  id: f.id, taskId: f.taskId!, fileName: f.fileName, description: f.description, contentType: f.contentType, size: f.size,
  blobStorageUrlPath: `${DOWNLOAD_PATH}${f.id}`, createdUserFullName: store.users.get(f.createdUserId)?.fullName ?? null,
  createdDateTime: f.createdDateTime, isImage: f.contentType.startsWith('image/'),
});

/** A task's files (001 section 7): the attachment rules of a change's; none added to or removed from a task of a finished change. */
export const taskFileHandlers: OperationHandlers = {
  getFilesByTask: ({ store, body }) => {
    const task = existingTask(store, body.taskId);
    return [...filesOf(store).values()]
      .filter((f) => f.taskId === task.taskId)
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
      .map((f) => toTaskFile(store, f));
  },
  uploadTaskFile: ({ store, user, body }) => {
    const task = existingTask(store, body.taskId);
    openChangeOf(store, task.changeId);
    const { contentType, content } = checkedAttachment(body);
    const file = add(store, {
      ticketId: null, taskId: task.taskId, fileName: body.fileName, description: body.description, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    return toTaskFile(store, file);
  },
  deleteTaskFiles: ({ store, body }) => {
    const task = existingTask(store, body.taskId);
    openChangeOf(store, task.changeId);
    const files = filesOf(store);
    const chosen = [...new Set(body.fileIds as number[])].map((id) => {
      const file = files.get(id);
      if (!file || file.taskId !== task.taskId) throw new SandboxError(404, `El archivo ${id} no existe en la tarea ${task.taskId}`);
      return file;
    });
    for (const file of chosen) files.delete(file.id);
    return true;
  },
};
