import { evidenceErrors } from '../../../src/domain/components/componentRules';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { componentOf } from '../product/records';
import { ruleMessage } from '../product/messages';
import type { StoredFileRecord } from '../store/types';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from './state';

const toProductFile = (productId: number, file: StoredFileRecord) => ({
  id: file.id, productId, fileName: file.fileName, contentType: file.contentType, size: file.size,
  blobStorageUrlPath: `${DOWNLOAD_PATH}${file.id}`, createdDateTime: file.createdDateTime,
});

/**
 * UploadProductFiles: a component's evidence photo, .jpg or .jpeg up to 10 MB (the component rules), its bytes a JPEG;
 * GetFilesByProduct lists them newest first.
 */
export const productFileHandlers: OperationHandlers = {
  getFilesByProduct: ({ store, body }) => {
    const component = componentOf(store, body.productId);
    return [...filesOf(store).values()]
      .filter((f) => f.productId === component.productId)
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
      .map((f) => toProductFile(component.productId, f));
  },
  uploadProductFiles: ({ store, user, body }) => {
    const component = componentOf(store, body.productId);
    const broken = evidenceErrors(body.fileName, body.size)[0];
    if (broken) throw new SandboxError(422, ruleMessage(broken), 'fileName');
    const { contentType, content } = checkedAttachment(body);
    filesOf(store);
    const file = add(store, {
      ticketId: null, productId: component.productId, fileName: body.fileName, description: null, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    return toProductFile(component.productId, file);
  },
};
