import { evidenceErrors } from '../../../src/domain/components/componentRules';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { componentOf } from '../product/records';
import { ruleMessage } from '../product/messages';
import { DOWNLOAD_PATH, add, checkedAttachment } from './state';

/** UploadProductFiles: a component's evidence photo, .jpg or .jpeg up to 10 MB (the component rules), its bytes a JPEG. */
export const productFileHandlers: OperationHandlers = {
  uploadProductFiles: ({ store, user, body }) => {
    const component = componentOf(store, body.productId);
    const broken = evidenceErrors(body.fileName, body.size)[0];
    if (broken) throw new SandboxError(422, ruleMessage(broken), 'fileName');
    const { contentType, content } = checkedAttachment(body);
    const file = add(store, {
      ticketId: null, productId: component.productId, fileName: body.fileName, description: null, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    return {
      id: file.id, productId: component.productId, fileName: file.fileName, contentType: file.contentType, size: file.size,
      blobStorageUrlPath: `${DOWNLOAD_PATH}${file.id}`, createdDateTime: file.createdDateTime,
    };
  },
};
