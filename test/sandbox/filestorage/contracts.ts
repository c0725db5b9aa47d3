import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, StoredFileRecord, UserRecord } from '../store/types';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from './state';

/** The file id of each user's linked contract, per store (a store reset starts afresh). */
export const userContracts = serviceState('filestorage', 'userContracts', () => new Map<number, number>());

function existingUser(store: SandboxStore, userId: number): UserRecord {
  const user = store.users.get(userId);
  if (!user) throw new SandboxError(404, `El usuario ${userId} no existe`);
  return user;
}

export function isUserContract(store: SandboxStore, file: StoredFileRecord): boolean {
  return file.ownerUserId !== null && userContracts(store).get(file.ownerUserId) === file.id;
}

/** A contract is personal data: besides its owner, only who may update users reads it (see downloadStoredFile). */
export function mayReadContract(store: SandboxStore, reader: UserRecord, file: StoredFileRecord): boolean {
  return !isUserContract(store, file) || file.ownerUserId === reader.userId || store.permissionsOf(reader).has('UsersUpdate');
}

function toContractFile(f: StoredFileRecord) {
  return {
    id: f.id, userId: f.ownerUserId!, fileName: f.fileName, contentType: f.contentType, size: f.size,
    blobStorageUrlPath: `${DOWNLOAD_PATH}${f.id}`, createdDateTime: f.createdDateTime,
  };
}

export const contractHandlers: OperationHandlers = {
  /** The ticket attachment checks (format, size, content); a new contract replaces the user's previous one. */
  uploadUserContractFile: ({ store, user, body }) => {
    existingUser(store, body.userId);
    const { contentType, content } = checkedAttachment(body);
    const files = filesOf(store);
    const contracts = userContracts(store);
    const previous = contracts.get(body.userId);
    if (previous !== undefined) files.delete(previous);
    const file = add(store, {
      ticketId: null, ownerUserId: body.userId, fileName: body.fileName, description: null, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    contracts.set(body.userId, file.id);
    return toContractFile(file);
  },

  getUserContractFiles: ({ store, params }) => {
    existingUser(store, params.userId);
    const file = filesOf(store).get(userContracts(store).get(params.userId) ?? 0);
    return file ? [toContractFile(file)] : [];
  },
};
