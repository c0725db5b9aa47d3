import { useTranslation } from 'react-i18next';
import type { TicketFile } from '../../../../api/tags/filestorage';
import { formatFileSize } from '../../../../shared/files/formatFileSize';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { FileThumbnail } from './FileThumbnail';
import { fileType } from './fileTypeLabel';
import { localeOf } from '../../../../shared/i18n/localeOf';

const DASH = '—';

interface Props {
  label: string;
  files: TicketFile[];
  canDelete: (file: TicketFile) => boolean;
  onOpenImage: (file: TicketFile) => void;
  onDownload: (file: TicketFile) => void;
  onDelete: (file: TicketFile) => void;
}

/** The ticket's files, newest first: preview (thumbnail for images), name, type, size, date, who uploaded, actions. */
export function TicketFileTable({ label, files, canDelete, onOpenImage, onDownload, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const headers = ['preview', 'name', 'type', 'size', 'date', 'uploadedBy', 'actions'] as const;

  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full" style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr className="text-left text-600 text-sm">
            {headers.map((key) => (
              <th key={key} scope="col" className="p-2 border-bottom-1 surface-border font-medium">
                {key === 'preview' ? <span className="p-hidden-accessible">{t('ticketDocs.columns.preview')}</span> : t(`ticketDocs.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const type = fileType(file.fileName);
            return (
              <tr key={file.id} className="border-bottom-1 surface-border">
                <td className="p-2" style={{ width: '5.5rem' }}>
                  {file.isImage ? (
                    <FileThumbnail file={file} onOpen={() => onOpenImage(file)} />
                  ) : (
                    <span className={`pi ${type.icon} text-3xl text-600`} aria-hidden="true" />
                  )}
                </td>
                <td className="p-2">
                  <div className="font-medium" style={{ overflowWrap: 'anywhere' }}>{file.fileName}</div>
                  {file.description && <div className="text-sm text-600">{file.description}</div>}
                </td>
                <td className="p-2 white-space-nowrap">{t(`ticketDocs.types.${type.key}`)}</td>
                <td className="p-2 white-space-nowrap">{formatFileSize(file.size, locale)}</td>
                <td className="p-2 white-space-nowrap">
                  <time dateTime={file.createdDateTime}>{formatUtcDateTime(file.createdDateTime)}</time>
                </td>
                <td className="p-2">{file.createdUserFullName || DASH}</td>
                <td className="p-2 white-space-nowrap">
                  <button
                    type="button"
                    className="p-button p-button-sm p-button-text p-button-rounded p-button-icon-only"
                    aria-label={t('ticketDocs.download', { name: file.fileName })}
                    onClick={() => onDownload(file)}
                  >
                    <span className="pi pi-download" aria-hidden="true" />
                  </button>
                  {canDelete(file) && (
                    <button
                      type="button"
                      className="p-button p-button-sm p-button-text p-button-rounded p-button-danger p-button-icon-only"
                      aria-label={t('ticketDocs.delete', { name: file.fileName })}
                      onClick={() => onDelete(file)}
                    >
                      <span className="pi pi-trash" aria-hidden="true" />
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
