import { useId } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useGetFilesByWorkFlowOrderQuery, type WorkFlowOrderFile } from '../../../../api/tags/filestorage';
import { formatFileSize } from '../../../../shared/files/formatFileSize';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { FileDrop } from '../../../../shared/ui/FileDrop';
import { RequestError } from '../../../../shared/ui/RequestError';
import { LIMITS } from '../../../../shared/validation/limits';
import { localeOf } from '../../../../shared/i18n/localeOf';
import { useFileDownload } from '../../../../domain/files/useFileDownload';
import { useOrderFileUpload } from './useOrderFileUpload';

const ACCEPT = LIMITS.attachmentExtensions.map((e) => `.${e}`).join(',');

/** The order's files: the list with a download each, and an upload while the order may still change. */
export function WorkOrderFiles({ workFlowOrderId, canWrite }: { workFlowOrderId: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const files = useGetFilesByWorkFlowOrderQuery({ workFlowOrderFilesQuery: { workFlowOrderId, pageNumber: 0, pageSize: LIMITS.workOrders.filesPageSize } });
  const upload = useOrderFileUpload(workFlowOrderId);
  const download = useFileDownload();
  const rows = files.data?.data.items ?? [];
  const title = t('workOrders.files.title');

  return (
    <section aria-labelledby="work-order-files" className="flex flex-column gap-2">
      <h2 id="work-order-files" className="text-lg font-semibold m-0">{title}</h2>
      {canWrite && (
        <div className="flex flex-column gap-2">
          <FileDrop
            label={t('workOrders.files.choose')}
            dropText={t('forms.file.dropMany')}
            chooseText={t('workOrders.files.choose')}
            accept={ACCEPT}
            multiple
            icon="pi pi-paperclip"
            busy={upload.busy !== null}
            describedBy={hintId}
            onFiles={(files) => void upload.addFiles(files)}
          />
          <small id={hintId} className="text-600">{t('workOrders.files.hint', { max: formatFileSize(LIMITS.attachmentMaxBytes, localeOf(i18n.language)) })}</small>
          {upload.busy && (
            <span role="status" className="text-700">
              {t('workOrders.files.uploading', { name: upload.busy })}
            </span>
          )}
        </div>
      )}
      {upload.problems.length > 0 && (
        <div role="alert" className="p-3 border-round bg-red-50 text-red-800 flex align-items-start gap-3">
          <ul className="m-0 pl-3 flex-1">
            {upload.problems.map((p) => (
              <li key={p.name} style={{ overflowWrap: 'anywhere' }}>{t('workOrders.files.refused', { name: p.name, reason: p.reason })}</li>
            ))}
          </ul>
          <button type="button" className="p-button p-button-sm p-button-text" onClick={upload.dismiss}>
            {t('workOrders.files.dismiss')}
          </button>
        </div>
      )}
      {files.isLoading ? (
        <p role="status" className="m-0 text-700">{t('workOrders.files.loading')}</p>
      ) : files.error ? (
        <RequestError error={files.error} onRetry={() => void files.refetch()} title={t('workOrders.files.loadError')} />
      ) : rows.length === 0 ? (
        <p role="status" className="m-0 text-700">{t('workOrders.files.empty')}</p>
      ) : (
        <DataTable value={rows} dataKey="id" size="small" stripedRows scrollable pt={{ table: { 'aria-label': title } as object, wrapper: { tabIndex: 0, 'aria-label': title } as object }}>
          <Column header={t('workOrders.files.name')} body={(f: WorkFlowOrderFile) => <span style={{ overflowWrap: 'anywhere' }}>{f.fileName}</span>} />
          <Column header={t('workOrders.files.size')} body={(f: WorkFlowOrderFile) => formatFileSize(f.size, localeOf(i18n.language))} />
          <Column header={t('workOrders.files.by')} body={(f: WorkFlowOrderFile) => f.createdUserFullName ?? '—'} />
          <Column header={t('workOrders.files.date')} body={(f: WorkFlowOrderFile) => formatUtcDateTime(f.createdDateTime)} />
          <Column
            header={t('workOrders.files.actions')}
            body={(f: WorkFlowOrderFile) => (
              <button type="button" className="p-button p-button-text p-button-sm" aria-label={t('workOrders.files.download', { name: f.fileName })} onClick={() => void download(f)}>
                <span className="pi pi-download" aria-hidden="true" />
              </button>
            )}
          />
        </DataTable>
      )}
    </section>
  );
}
