import { isProblemOpen } from '../../../src/domain/problems/lifecycle';
import { existingProblem } from '../process/problems';
import { existingSolution } from '../process/solutions';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, StoredFileRecord } from '../store/types';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from './state';

type Owner = 'problemId' | 'solutionId';

const toFile = (store: SandboxStore, f: StoredFileRecord, owner: Owner) => ({
  id: f.id, [owner]: f[owner]!, fileName: f.fileName, description: f.description, contentType: f.contentType, size: f.size,
  blobStorageUrlPath: `${DOWNLOAD_PATH}${f.id}`, createdUserFullName: store.users.get(f.createdUserId)?.fullName ?? null,
  createdDateTime: f.createdDateTime, isImage: f.contentType.startsWith('image/'),
});

const listed = (store: SandboxStore, owner: Owner, id: number) =>
  [...filesOf(store).values()]
    .filter((f) => f[owner] === id)
    .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
    .map((f) => toFile(store, f, owner));

function upload(store: SandboxStore, userId: number, owner: Owner, id: number, body: { fileName: string; description: string | null; fileBase64: string; size: number }) {
  const { contentType, content } = checkedAttachment(body);
  const file = add(store, {
    ticketId: null, [owner]: id, fileName: body.fileName, description: body.description, contentType, content, createdUserId: userId, createdDateTime: utc(store.now),
  });
  return toFile(store, file, owner);
}

function remove(store: SandboxStore, owner: Owner, id: number, fileIds: number[], noun: string) {
  const files = filesOf(store);
  const chosen = [...new Set(fileIds)].map((fileId) => {
    const file = files.get(fileId);
    if (!file || file[owner] !== id) throw new SandboxError(404, `El archivo ${fileId} no existe en ${noun} ${id}`);
    return file;
  });
  for (const file of chosen) files.delete(file.id);
  return true;
}

function openProblem(store: SandboxStore, problemId: number) {
  const problem = existingProblem(store, problemId);
  if (!isProblemOpen(problem.status)) throw new SandboxError(409, 'No se agregan ni eliminan archivos de un problema cerrado o cancelado');
  return problem;
}

/** A problem's and a solution's attachments (001 section 7): the attachment rules of a ticket's; a finished problem's stay as they are. */
export const problemFileHandlers: OperationHandlers = {
  getFilesByProblem: ({ store, body }) => listed(store, 'problemId', existingProblem(store, body.problemId).problemId),
  uploadProblemFiles: ({ store, user, body }) => upload(store, user!.userId, 'problemId', openProblem(store, body.problemId).problemId, body),
  deleteProblemFiles: ({ store, body }) => remove(store, 'problemId', openProblem(store, body.problemId).problemId, body.fileIds, 'el problema'),
  getFilesBySolution: ({ store, body }) => listed(store, 'solutionId', existingSolution(store, body.solutionId).solutionId),
  uploadSolutionFile: ({ store, user, body }) => upload(store, user!.userId, 'solutionId', existingSolution(store, body.solutionId).solutionId, body),
  deleteSolutionFiles: ({ store, body }) => remove(store, 'solutionId', existingSolution(store, body.solutionId).solutionId, body.fileIds, 'la solución'),
};
