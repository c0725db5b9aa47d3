import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useUploadAuditReportFileMutation } from '../../api/tags/filestorage';
import type { AuditRow } from '../../api/tags/inventory';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { useFileDownload } from '../../domain/files/useFileDownload';
import { prepareAttachment } from '../../shared/files/prepareAttachment';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import { useAttachmentProblemText } from '../../shared/files/useAttachmentProblemText';
import { AttachmentDrop } from '../../shared/ui/attachments/AttachmentDrop';

/**
 * The audit's report (UploadAuditReportFile): an attachment of the usual types and size, saved as soon as it passes the
 * checks; the latest one is the audit's. A closed audit's report can be read, not replaced.
 */
export function AuditReportFile({ audit, canWrite }: { audit: AuditRow; canWrite: boolean }) {
  const { t } = useTranslation();
  const problemText = useAttachmentProblemText();
  const errorMessage = useApiErrorMessage();
  const download = useFileDownload();
  const [upload, { isLoading }] = useUploadAuditReportFileMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await prepareAttachment(file);
    if (!outcome.ok) {
      setRefusal(t('audits.report.refused', { name: file.name, reason: problemText(outcome.problem) }));
      return;
    }
    const { blob, fileName, size } = outcome.attachment;
    const result = await upload({ auditReportFileUploadRequest: { auditId: audit.auditId, fileName, size, description: null, fileBase64: await readAsBase64(blob) } });
    setRefusal('error' in result ? errorMessage(result.error) : null);
  };

  const { reportFileId, reportFileName } = audit;
  return (
    <section aria-label={t('audits.report.title')} className="flex flex-column gap-2 mt-3">
      <h3 className="text-lg m-0">{t('audits.report.title')}</h3>
      {reportFileId !== null && reportFileName !== null ? (
        <Button type="button" link className="p-0 align-self-start" icon="pi pi-download" label={reportFileName}
          aria-label={t('audits.report.download', { name: reportFileName })} onClick={() => void download({ id: reportFileId, fileName: reportFileName })} />
      ) : (
        <span className="text-600">{t('audits.report.none')}</span>
      )}
      {canWrite && audit.status === 'Open' && (
        <AttachmentDrop label={t('audits.report.upload')} multiple={false} busy={isLoading} onFiles={(files) => void pick(files[0])} />
      )}
      {refusal && <small role="alert" className="p-error">{refusal}</small>}
    </section>
  );
}
