import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { LIMITS } from '../../../src/shared/validation/limits';
import { sniffImage } from '../filestorage/bytes';
import { add, decodeOr422, DOWNLOAD_PATH, filesOf, refuseUnsafeImage } from '../filestorage/state';
import { found } from '../catalog/common';
import { clientNotFound, profileOf } from './clientHandlers';

/**
 * The file storage's client logo operations (filestorage.yaml UploadClientLogo, DeleteClientLogo): one JPG or PNG
 * per client up to 2 MB. The client's blobStorageUrlPath follows it, so the ticket PDF prints the logo.
 */
export const clientLogoHandlers: OperationHandlers = {
  uploadClientLogo: ({ store, user, body }) => {
    const client = found(store.clients.get(body.clientId), clientNotFound(body.clientId));
    const content = decodeOr422(body.fileContent);
    if (content.length > LIMITS.clients.logoMaxBytes) throw new SandboxError(400, 'El logo excede el tamaño máximo de 2 MB', 'fileContent');
    const declared = /\.png$/i.test(body.fileName) ? 'png' : 'jpeg';
    if (sniffImage(content) !== declared) throw new SandboxError(422, 'El archivo no es una imagen JPG o PNG válida', 'fileContent');
    refuseUnsafeImage(content);
    const profile = profileOf(store, client.id);
    if (profile.logo) filesOf(store).delete(profile.logo.fileId);
    const file = add(store, {
      ticketId: null, fileName: body.fileName, description: `Logo del cliente ${client.name}`, contentType: `image/${declared}`, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    profile.logo = { fileId: file.id, fileName: file.fileName };
    client.blobStorageUrlPath = `${DOWNLOAD_PATH}${file.id}`;
    return { logoFileName: file.fileName, logoUrl: client.blobStorageUrlPath };
  },

  deleteClientLogo: ({ store, params }) => {
    const client = found(store.clients.get(params.id), clientNotFound(params.id));
    const profile = profileOf(store, client.id);
    const logo = found(profile.logo, `El cliente ${client.name} no tiene logo`);
    filesOf(store).delete(logo.fileId);
    profile.logo = null;
    client.blobStorageUrlPath = null;
    return true;
  },
};
