import { useTranslation } from 'react-i18next';
import { fileType } from '../../files/fileTypeLabel';
import { formatFileSize } from '../../files/formatFileSize';
import { localeOf } from '../../i18n/localeOf';
import { type PendingFile } from './useAttachmentQueue';

function Preview({ item }: { item: PendingFile }) {
  if (item.preview) return <img src={item.preview} alt="" className="border-round" style={{ width: '4rem', height: '3rem', objectFit: 'cover' }} />;
  return <span className={`pi ${fileType(item.attachment.fileName).icon} text-3xl text-600`} style={{ width: '4rem', textAlign: 'center' }} aria-hidden="true" />;
}

/** The files waiting to be uploaded: preview, name, size, a note when a photo was turned, and remove. */
export function PendingAttachmentList({ items, disabled, onRemove }: { items: PendingFile[]; disabled: boolean; onRemove: (key: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('attachments.pendingTitle')}>
      {items.map((item) => (
        <li key={item.key} className="flex align-items-center gap-3 surface-ground border-round p-2">
          <Preview item={item} />
          <div className="flex flex-column gap-1 flex-1" style={{ minWidth: 0 }}>
            <span className="font-medium" style={{ overflowWrap: 'anywhere' }}>{item.attachment.fileName}</span>
            <span className="text-sm text-600">
              {formatFileSize(item.attachment.size, localeOf(i18n.language))}
              {item.attachment.rotated && ` · ${t('attachments.rotated')}`}
            </span>
            {item.error && <span className="text-sm text-red-700">{item.error}</span>}
          </div>
          <button
            type="button"
            className="p-button p-button-sm p-button-text p-button-rounded p-button-icon-only"
            aria-label={t('attachments.remove', { name: item.attachment.fileName })}
            disabled={disabled}
            onClick={() => onRemove(item.key)}
          >
            <span className="pi pi-times" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
