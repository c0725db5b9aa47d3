import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileType } from '../../files/fileTypeLabel';
import { formatFileSize } from '../../files/formatFileSize';
import { formatUtcDateTime } from '../../format/dateTime';
import { localeOf } from '../../i18n/localeOf';
import type { AttachmentItem } from './types';
import { EMPTY_VALUE, orEmpty } from '../../format/emptyValue';

interface Props {
  label: string;
  files: AttachmentItem[];
  canDelete: (file: AttachmentItem) => boolean;
  /** A leading preview cell (a thumbnail that opens a viewer); without it the table has no preview column. */
  renderPreview?: (file: AttachmentItem) => ReactNode;
  onDownload: (file: AttachmentItem) => void;
  onDelete: (file: AttachmentItem) => void;
}

/** An entity's files: preview, name, type, size, date, who uploaded, download and delete. */
export function AttachmentTable({ label, files, canDelete, renderPreview, onDownload, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const headers = [...(renderPreview ? ['preview'] : []), 'name', 'type', 'size', 'date', 'uploadedBy', 'actions'];

  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full" style={{ borderCollapse: 'collapse' }} aria-label={label}>
        <thead>
          <tr className="text-left text-600 text-sm">
            {headers.map((key) => (
              <th key={key} scope="col" className="p-2 border-bottom-1 surface-border font-medium">
                {key === 'preview' ? <span className="p-hidden-accessible">{t('attachments.columns.preview')}</span> : t(`attachments.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const type = fileType(file.name);
            return (
              <tr key={file.id} className="border-bottom-1 surface-border">
                {renderPreview && (
                  <td className="p-2" style={{ width: '5.5rem' }}>
                    {renderPreview(file) ?? <span className={`pi ${type.icon} text-3xl text-600`} aria-hidden="true" />}
                  </td>
                )}
                <td className="p-2">
                  <div className="font-medium" style={{ overflowWrap: 'anywhere' }}>{file.name}</div>
                  {file.description && <div className="text-sm text-600">{file.description}</div>}
                </td>
                <td className="p-2 white-space-nowrap">{t(`attachments.types.${type.key}`)}</td>
                <td className="p-2 white-space-nowrap">{file.size === undefined ? EMPTY_VALUE : formatFileSize(file.size, locale)}</td>
                <td className="p-2 white-space-nowrap">{file.date ? <time dateTime={file.date}>{formatUtcDateTime(file.date)}</time> : EMPTY_VALUE}</td>
                <td className="p-2">{orEmpty(file.uploadedBy)}</td>
                <td className="p-2 white-space-nowrap">
                  <button
                    type="button"
                    className="p-button p-button-sm p-button-text p-button-rounded p-button-icon-only"
                    aria-label={t('attachments.download', { name: file.name })}
                    onClick={() => onDownload(file)}
                  >
                    <span className="pi pi-download" aria-hidden="true" />
                  </button>
                  {canDelete(file) && (
                    <button
                      type="button"
                      className="p-button p-button-sm p-button-text p-button-rounded p-button-danger p-button-icon-only"
                      aria-label={t('attachments.delete', { name: file.name })}
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
