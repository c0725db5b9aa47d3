import { useTranslation } from 'react-i18next';
import { useWorkOrderAttachments } from '../../../../domain/files/workOrderAttachments';
import { AttachmentsPanel } from '../../../../shared/ui/attachments/AttachmentsPanel';

/** The order's files: the list with a download each, and an upload (sent as soon as checked) while the order may still change. */
export function WorkOrderFiles({ workFlowOrderId, canWrite }: { workFlowOrderId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const attachments = useWorkOrderAttachments(workFlowOrderId);
  return (
    <AttachmentsPanel
      title={t('workOrders.files.title')}
      emptyText={t('workOrders.files.empty')}
      loadErrorTitle={t('workOrders.files.loadError')}
      files={attachments.files}
      download={attachments.download}
      upload={canWrite ? attachments.upload : undefined}
      uploadOnChoose
      chooseLabel={t('workOrders.files.choose')}
    />
  );
}
