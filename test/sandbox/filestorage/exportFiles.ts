import { addNotification } from '../message/addNotification';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { add, decodeOr422, filesOf } from './state';

const EXPORT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
/** The bytes each format starts with (a CSV is text: anything goes): an xlsx is a zip, a PDF says so. */
const MAGIC: Record<string, number[]> = { xlsx: [0x50, 0x4b, 0x03, 0x04], pdf: [0x25, 0x50, 0x44, 0x46] };
const MAX_EXPORT_BYTES = 50 * 1024 * 1024;

/**
 * UploadFileForExportAndNotification (spec 001 section 7): keeps an export the app built, for its caller alone
 * (exportUserId, checked by downloadStoredFile), and tells them it is ready over the hub (Export.Ready: the file's id
 * and name in ** markers), as the service tells them by e-mail.
 */
export const exportFileHandlers: OperationHandlers = {
  uploadFileForExportAndNotification: ({ store, user, body }) => {
    const extension = String(body.fileName).split('.').pop()!.toLowerCase();
    const content = decodeOr422(body.fileContent);
    if (content.length > MAX_EXPORT_BYTES) throw new SandboxError(422, 'La exportación excede el tamaño máximo de 50 MB', 'fileContent');
    const magic = MAGIC[extension];
    if (magic && !magic.every((byte, i) => content[i] === byte)) throw new SandboxError(422, `El archivo no es un ${extension.toUpperCase()} válido`, 'fileContent');
    filesOf(store);
    const file = add(store, {
      ticketId: null, exportUserId: user!.userId, fileName: body.fileName, description: body.description, contentType: EXPORT_TYPES[extension]!, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    addNotification(store, {
      notificationKey: 'Export.Ready', receiverUserId: user!.userId, ticketId: null, title: 'Exportación lista',
      message: `La exportación **${file.id}** está lista: **${file.fileName}** (${body.description}); también se envió a su correo.`,
    });
    return { id: file.id, fileName: file.fileName, size: file.size };
  },
};
