import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useAppDispatch } from '../../../core/store/hooks';
import { saveFile } from '../../../shared/export/download';
import { loadTicketPdfInput } from '../../../domain/tickets/pdf/loadTicketPdfInput';
import { startTicketPdf } from '../../../domain/tickets/pdf/startTicketPdf';
import { useTicketPdfErrorMessage, useTicketPdfLabels } from '../../../domain/tickets/pdf/useTicketPdfTexts';
import { useToast } from '../../../shared/ui/ToastProvider';

/**
 * 'Descargar PDF' in the ticket detail's header: the ticket's PDF (spec 000 sections 2 and 9), built
 * in the ticket PDF worker, saved as Ticket_<id>_DD_MM_YYYY.pdf. Busy while it runs; a failure says
 * which request failed and why. Leaving the page cancels it.
 */
export function TicketPdfButton({ ticketId, statusId }: { ticketId: number; statusId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const labels = useTicketPdfLabels();
  const failureText = useTicketPdfErrorMessage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const download = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      const result = await startTicketPdf(
        { ticketIds: [ticketId], output: 'pdf', labels, load: (id, signal) => loadTicketPdfInput(dispatch, id, signal, statusId) },
        { signal: abort.signal },
      );
      saveFile(result.blob, result.fileName);
      toast({ severity: 'success', summary: t('ticketPdf.done', { fileName: result.fileName }) });
    } catch (error) {
      const text = failureText(error);
      if (text) toast({ severity: 'error', summary: text });
    } finally {
      if (!abort.signal.aborted) setBusy(false);
      controller.current = null;
    }
  };

  return (
    <BusyButton
      size="small"
      outlined
      className="ml-auto"
      icon="pi pi-file-pdf"
      busy={busy}
      label={busy ? t('ticketPdf.busy') : t('ticketPdf.button')}
      aria-label={busy ? t('ticketPdf.busy') : t('ticketPdf.buttonAria', { id: ticketId })}
      onClick={() => void download()}
    />
  );
}
