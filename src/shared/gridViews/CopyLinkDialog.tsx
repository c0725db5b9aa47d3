import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../ui/dialogs/ModalDialog';

/**
 * The link of the grid's state, shown selected in a field (to copy by hand where the clipboard is refused)
 * and copied with one button. Whoever opens it sees the same view, within what they may see.
 */
export function CopyLinkDialog({ link, onHide }: { link: string; onHide: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => field.current?.select(), []);

  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <ModalDialog
      header={t('gridViews.copyLinkTitle')}
      onHide={onHide}
      width="40rem"
      footer={
        <>
          <Button type="button" outlined label={t('gridViews.close')} onClick={onHide} />
          <Button type="button" icon="pi pi-copy" label={t('gridViews.copy')} onClick={() => void copy()} />
        </>
      }
    >
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-link`} className="font-medium">
          {t('gridViews.link')}
        </label>
        <InputText id={`${id}-link`} ref={field} value={link} readOnly className="w-full" aria-describedby={`${id}-status`} />
        <small id={`${id}-status`} role="status" className="text-600">
          {copied === 'yes' ? t('gridViews.copied') : copied === 'no' ? t('gridViews.copyByHand') : t('gridViews.linkHint')}
        </small>
      </div>
    </ModalDialog>
  );
}
