import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { LIMITS } from '../../../src/shared/validation/limits';
import { sniffImage } from '../filestorage/bytes';
import { add, decodeOr422, filesOf, refuseUnsafeImage } from '../filestorage/state';
import { found } from './common';
import { toProductModel } from './richCatalogues';
import { productModelLogos, productModels } from './richState';

const modelOf = (store: SandboxStore, id: number) => found(productModels(store).get(id), `El modelo ${id} no existe`);

/** The file storage's product-model logo operations (filestorage.yaml): one JPG or PNG logo per model, up to 2 MB. */
export const productModelLogoHandlers: OperationHandlers = {
  uploadProductModelLogo: ({ store, user, body }) => {
    const model = modelOf(store, body.productModelId);
    const content = decodeOr422(body.fileContent);
    if (content.length > LIMITS.catalogues.modelLogoMaxBytes) throw new SandboxError(422, 'El logo excede el tamaño máximo de 2 MB');
    const declared = /\.png$/i.test(body.fileName) ? 'png' : 'jpeg';
    if (sniffImage(content) !== declared) throw new SandboxError(422, 'El archivo no es una imagen JPG o PNG válida');
    refuseUnsafeImage(content);
    const files = filesOf(store);
    const previous = productModelLogos(store).get(model.id);
    if (previous) files.delete(previous.fileId);
    const file = add(store, {
      ticketId: null, fileName: body.fileName, description: `Logo del modelo ${model.name}`, contentType: `image/${declared}`, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    productModelLogos(store).set(model.id, { fileId: file.id, fileName: file.fileName });
    const row = toProductModel(store, model);
    return { logoFileName: row.logoFileName!, logoUrl: row.logoUrl! };
  },

  deleteProductModelLogo: ({ store, params }) => {
    const model = modelOf(store, params.productModelId);
    const logo = found(productModelLogos(store).get(model.id), `El modelo ${model.name} no tiene logo`);
    filesOf(store).delete(logo.fileId);
    productModelLogos(store).delete(model.id);
    return true;
  },
};
