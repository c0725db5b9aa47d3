import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { CatalogueField } from '../catalogueTypes';
import { BulkReplaceDialog } from './BulkReplaceDialog';
import type { BulkReplaceOption } from './types';

/** The header button of a catalogue replaced from a file, and its dialog. */
export function BulkReplaceAction({ option, fields, title }: { option: BulkReplaceOption; fields: readonly CatalogueField[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" icon="pi pi-file-import" label={t('catalogueTools.replace.open')} outlined onClick={() => setOpen(true)} />
      {open && <BulkReplaceDialog option={option} fields={fields} title={title} onHide={() => setOpen(false)} />}
    </>
  );
}
