import { paginate } from '../catalog/common';
import { RawResponse, SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, StoredFileRecord } from '../store/types';
import { visibleOrder } from '../workflow/orders';
import { sniffImage } from './bytes';
import { isUserContract, mayReadContract } from './contracts';
import { DOWNLOAD_PATH, MAX_PICTURE_BYTES, add, canSeeTicket, checkedAttachment, decodeOr422, filesOf, refuseUnsafeImage, visibleTicket } from './state';

const isImage = (f: StoredFileRecord) => f.contentType.startsWith('image/');

function toTicketFile(store: SandboxStore, f: StoredFileRecord) {
  return {
    id: f.id, ticketId: f.ticketId!, fileName: f.fileName, description: f.description, contentType: f.contentType, size: f.size,
    blobStorageUrlPath: `${DOWNLOAD_PATH}${f.id}`, createdUserFullName: store.users.get(f.createdUserId)?.fullName ?? null,
    createdDateTime: f.createdDateTime, isImage: isImage(f),
  };
}

/** ASCII fallback plus the UTF-8 name (RFC 6266), so accented names survive. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const fileHandlers: OperationHandlers = {
  /** fileType 0 all, 1 all but images, 2 images; newest first; pages from 0. */
  getFilesByTicket: ({ store, user, body }) => {
    visibleTicket(store, user!, body.ticketId);
    const rows = [...filesOf(store).values()]
      .filter((f) => f.ticketId === body.ticketId && (body.fileType === 0 || (body.fileType === 2) === isImage(f)))
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
      .map((f) => toTicketFile(store, f));
    return paginate(rows, body.pageNumber, body.pageSize, { firstPage: 0 });
  },

  uploadTicketFile: ({ store, user, body }) => {
    visibleTicket(store, user!, body.ticketId);
    const { contentType, content } = checkedAttachment(body);
    filesOf(store);
    const file = add(store, {
      ticketId: body.ticketId, fileName: body.fileName, description: body.description, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    return toTicketFile(store, file);
  },

  /** All or nothing; a client user may only delete the files they uploaded. */
  deleteTicketFiles: ({ store, user, body }) => {
    visibleTicket(store, user!, body.ticketId);
    const files = filesOf(store);
    const chosen = [...new Set(body.fileIds as number[])].map((id) => {
      const file = files.get(id);
      if (!file || file.ticketId !== body.ticketId) throw new SandboxError(404, `El archivo ${id} no existe en el ticket ${body.ticketId}`);
      if (user!.clientIds.length && file.createdUserId !== user!.userId) throw new SandboxError(403, `No puede eliminar el archivo ${file.fileName}`);
      return file;
    });
    for (const file of chosen) files.delete(file.id);
    return true;
  },

  /**
   * JPG or PNG (the bytes, not only the name), at most 2,000,000 bytes and LIMITS.imageMaxPixels; replaces
   * the previous picture of the caller, or with userId of that user (which needs UsersUpdate).
   */
  uploadUserPicture: ({ store, user: caller, body }) => {
    const user = body.userId === undefined || body.userId === caller!.userId ? caller : store.users.get(body.userId);
    if (!user) throw new SandboxError(404, `El usuario ${body.userId} no existe`);
    if (user !== caller && !store.permissionsOf(caller!).has('UsersUpdate')) throw new SandboxError(403, 'No tiene permiso para cambiar la foto de otro usuario');
    const content = decodeOr422(body.fileContent);
    if (content.length > MAX_PICTURE_BYTES) throw new SandboxError(422, 'La imagen excede el tamaño máximo de 2 MB');
    const declared = /\.png$/i.test(body.fileName) ? 'png' : /\.jpe?g$/i.test(body.fileName) ? 'jpeg' : null;
    if (!declared) throw new SandboxError(422, 'Solo se permiten imágenes JPG o PNG');
    if (sniffImage(content) !== declared) throw new SandboxError(422, 'El archivo no es una imagen JPG o PNG válida');
    refuseUnsafeImage(content);
    const files = filesOf(store);
    for (const f of [...files.values()]) if (f.ownerUserId === user!.userId && f.ticketId === null && !isUserContract(store, f)) files.delete(f.id);
    const file = add(store, {
      ticketId: null, ownerUserId: user!.userId, fileName: body.fileName, description: body.description,
      contentType: `image/${declared}`, content, createdUserId: caller!.userId, createdDateTime: utc(store.now),
    });
    user!.blobStorageUrlPath = `${DOWNLOAD_PATH}${file.id}`;
    return { blobStorageUrlPath: user!.blobStorageUrlPath };
  },

  /**
   * The bytes as stored; a ticket's or work order's file only for who may see it, user pictures for any
   * signed-in user, a user's contract for that user and who may update users. Always as an attachment
   * under its declared type (nosniff): an uploaded file is never rendered by the browser as a page of the
   * service's origin.
   */
  downloadStoredFile: ({ store, user, params }) => {
    const file = filesOf(store).get(params.fileId);
    if (!file) throw new SandboxError(404, `El archivo ${params.fileId} no existe`);
    const ticket = file.ticketId === null ? undefined : store.tickets.get(file.ticketId);
    if (ticket && !canSeeTicket(user!, ticket)) throw new SandboxError(403, `No tiene acceso al ticket ${ticket.ticketId}`);
    if (file.workFlowOrderId !== undefined) visibleOrder(store, user!, file.workFlowOrderId);
    if (file.changeId !== undefined && !['ChangeSearch', 'ApprovalsGet'].some((p) => store.permissionsOf(user!).has(p))) throw new SandboxError(403, 'No tiene acceso a los archivos de cambios');
    if (file.taskId !== undefined && !['TaskManagement', 'ChangeSearch'].some((p) => store.permissionsOf(user!).has(p))) throw new SandboxError(403, 'No tiene acceso a los archivos de tareas');
    if (file.problemId !== undefined && !['ProblemSearch', 'ProblemUpdate'].some((p) => store.permissionsOf(user!).has(p))) throw new SandboxError(403, 'No tiene acceso a los archivos de problemas');
    if (file.solutionId !== undefined && !['SolutionSearch', 'SolutionCreate'].some((p) => store.permissionsOf(user!).has(p))) throw new SandboxError(403, 'No tiene acceso a los archivos de soluciones');
    if (file.exportUserId !== undefined && file.exportUserId !== user!.userId) throw new SandboxError(403, 'Esta exportación es de otro usuario');
    if (file.auditId !== undefined && !['AuditSearch', 'AuditCreate'].some((p) => store.permissionsOf(user!).has(p))) throw new SandboxError(403, 'No tiene acceso a los reportes de auditoría');
    if (!mayReadContract(store, user!, file)) throw new SandboxError(403, 'No tiene acceso al contrato de este usuario');
    return new RawResponse(new Blob([file.content.slice()]), file.contentType, {
      'Content-Disposition': contentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(file.size),
    });
  },
};
