import { useState } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/files/formatFileSize';
import { prepareAttachment, type PreparedAttachment } from '../../../shared/files/prepareAttachment';
import { useAttachmentProblemText } from '../../../shared/files/useAttachmentProblemText';
import { AttachmentDrop } from '../../../shared/ui/attachments/AttachmentDrop';
import type { CreateTicketValues } from './createTicketSchema';
import { localeOf } from '../../../shared/i18n/localeOf';

/**
 * Files to attach once the ticket exists. Each is checked when picked with the shared attachment rules
 * (Word, Excel, JPG, PNG or PDF up to 10 MB, real content of that type, sharp images, portrait photos
 * turned to landscape); a refused file is named with its reason and never reaches the form.
 */
export function AttachmentsField({ form }: { form: FormikProps<CreateTicketValues> }) {
  const { t, i18n } = useTranslation();
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([]);
  const [checking, setChecking] = useState<string | null>(null);
  const locale = localeOf(i18n.language);

  const reasonFor = useAttachmentProblemText();

  const pick = async (picked: File[]) => {
    const refusals: { name: string; reason: string }[] = [];
    const accepted: PreparedAttachment[] = [];
    for (const file of picked) {
      setChecking(file.name);
      const outcome = await prepareAttachment(file);
      if (outcome.ok) accepted.push(outcome.attachment);
      else refusals.push({ name: file.name, reason: reasonFor(outcome.problem) });
    }
    setChecking(null);
    setRefused(refusals);
    const kept = form.values.files.filter((f) => !accepted.some((a) => a.fileName === f.fileName));
    if (accepted.length) void form.setFieldValue('files', [...kept, ...accepted]);
  };
  const remove = (fileName: string) => void form.setFieldValue('files', form.values.files.filter((f) => f.fileName !== fileName));

  return (
    <div className="flex flex-column gap-2">
      <AttachmentDrop label={t('ticketCreate.files.choose')} hint={t('ticketCreate.files.hint')} busy={checking !== null} onFiles={(files) => void pick(files)} />
      {checking && (
        <small role="status" className="text-600">
          {t('ticketCreate.files.checking', { name: checking })}
        </small>
      )}
      {refused.length > 0 && (
        <ul role="alert" className="p-error m-0 pl-3 text-sm">
          {refused.map((r) => (
            <li key={r.name}>{t('ticketCreate.files.refused', { name: r.name, reason: r.reason })}</li>
          ))}
        </ul>
      )}
      {form.values.files.length > 0 && (
        <ul aria-label={t('ticketCreate.files.listLabel')} className="list-none p-0 m-0 flex flex-column gap-1">
          {form.values.files.map((file) => (
            <li key={file.fileName} className="flex align-items-center gap-2 surface-ground border-round px-2 py-1">
              <span className={`pi ${file.isImage ? 'pi-image' : 'pi-file'}`} aria-hidden="true" />
              <span className="flex-1" style={{ overflowWrap: 'anywhere' }}>
                {file.fileName}
              </span>
              <small className="text-600">{formatFileSize(file.size, locale)}</small>
              <button
                type="button"
                className="p-button p-button-text p-button-sm p-button-danger"
                onClick={() => remove(file.fileName)}
                aria-label={t('ticketCreate.files.remove', { name: file.fileName })}
              >
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
