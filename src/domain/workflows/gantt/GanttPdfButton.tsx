import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/export/download';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useToast } from '../../../shared/ui/ToastProvider';
import type { GanttPdfInput } from './ganttPdf';

interface Props {
  /** What to draw, null while the diagram is not laid out yet. */
  input: GanttPdfInput | null;
  fileName: string;
}

/** Save as PDF (spec 000 section 2): busy and disabled while the PDF is drawn, a toast when it is saved or fails. */
export function GanttPdfButton({ input, fileName }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!input) return;
    setBusy(true);
    try {
      const { ganttPdfBlob } = await import('./ganttPdf');
      saveFile(await ganttPdfBlob(input), fileName);
      toast({ severity: 'success', summary: t('gantt.pdfSaved', { fileName }) });
    } catch {
      toast({ severity: 'error', summary: t('gantt.pdfFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton icon="pi pi-file-pdf" label={busy ? t('gantt.savingPdf') : t('gantt.savePdf')} busy={busy} disabled={!input} onClick={() => void save()} />
  );
}
