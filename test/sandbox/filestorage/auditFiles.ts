import type { OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { closeAuditRefusal, existingAudit } from '../inventory/audits';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from './state';

/** UploadAuditReportFile (001 section 7): an audit's report, with the attachment rules of a task's; the audit names the latest one. */
export const auditFileHandlers: OperationHandlers = {
  uploadAuditReportFile: ({ store, user, body }) => {
    const audit = existingAudit(store, body.auditId);
    closeAuditRefusal(audit, 'adjuntar su reporte');
    const { contentType, content } = checkedAttachment(body);
    filesOf(store);
    const file = add(store, {
      ticketId: null, auditId: audit.auditId, fileName: body.fileName, description: body.description, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    audit.reportFileId = file.id;
    audit.reportFileName = file.fileName;
    return {
      id: file.id, auditId: audit.auditId, fileName: file.fileName, contentType: file.contentType, size: file.size,
      blobStorageUrlPath: `${DOWNLOAD_PATH}${file.id}`, createdDateTime: file.createdDateTime,
    };
  },
};
