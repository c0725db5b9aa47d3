import { isFinished } from '../../../src/domain/changes/lifecycle';
import { existingChange } from '../process/changes';
import { processState } from '../process/state';
import { serviceState } from '../store/serviceState';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, StoredFileRecord } from '../store/types';
import { makePdf } from './bytes';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from './state';

/** Every fourth seeded change carries its work plan as a PDF, added to the file store the first time change files are read (their ids). */
export const changeFilesSeeded = serviceState('filestorage', 'changeFiles', (store: SandboxStore): number[] => {
  filesOf(store);
  const ids: number[] = [];
  for (const c of processState(store).changes.values()) {
    if (c.changeId % 4 !== 1) continue;
    const file = add(store, {
      ticketId: null, changeId: c.changeId, fileName: `plan_cambio_${c.changeId}.pdf`, description: 'Plan de trabajo', contentType: 'application/pdf',
      content: makePdf([`Plan del cambio ${c.changeId}`, c.name]), createdUserId: c.createdUserId, createdDateTime: c.createdDateTime,
    });
    ids.push(file.id);
  }
  return ids;
});

/** The file store with the seeded change files in it. */
function changeFilesOf(store: SandboxStore) {
  changeFilesSeeded(store);
  return filesOf(store);
}

const toChangeFile = (store: SandboxStore, f: StoredFileRecord) => ({
  id: f.id, changeId: f.changeId!, fileName: f.fileName, description: f.description, contentType: f.contentType, size: f.size,
  blobStorageUrlPath: `${DOWNLOAD_PATH}${f.id}`, createdUserFullName: store.users.get(f.createdUserId)?.fullName ?? null,
  createdDateTime: f.createdDateTime, isImage: f.contentType.startsWith('image/'),
});

/** A change's attachments (001 section 7): the attachment rules of a ticket's; none added to or removed from a finished change. */
export const changeFileHandlers: OperationHandlers = {
  getFilesByChange: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    return [...changeFilesOf(store).values()]
      .filter((f) => f.changeId === change.changeId)
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
      .map((f) => toChangeFile(store, f));
  },
  uploadChangeFiles: ({ store, user, body }) => {
    const change = existingChange(store, body.changeId);
    if (isFinished(change.state)) throw new SandboxError(409, 'No se agregan archivos a un cambio cerrado o cancelado');
    const { contentType, content } = checkedAttachment(body);
    changeFilesOf(store);
    const file = add(store, {
      ticketId: null, changeId: change.changeId, fileName: body.fileName, description: body.description, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    return toChangeFile(store, file);
  },
  deleteChangeFiles: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    if (isFinished(change.state)) throw new SandboxError(409, 'No se eliminan archivos de un cambio cerrado o cancelado');
    const files = changeFilesOf(store);
    const chosen = [...new Set(body.fileIds as number[])].map((id) => {
      const file = files.get(id);
      if (!file || file.changeId !== change.changeId) throw new SandboxError(404, `El archivo ${id} no existe en el cambio ${change.changeId}`);
      return file;
    });
    for (const file of chosen) files.delete(file.id);
    return true;
  },
};
