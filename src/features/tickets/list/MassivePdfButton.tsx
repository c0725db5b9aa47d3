import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../core/store/hooks';
import { saveFile } from '../../../shared/export/download';
import { loadTicketPdfInput } from '../../../domain/tickets/pdf/loadTicketPdfInput';
import { startTicketPdf } from '../../../domain/tickets/pdf/startTicketPdf';
import { useTicketPdfErrorMessage, useTicketPdfLabels } from '../../../domain/tickets/pdf/useTicketPdfTexts';
import { useToast } from '../../../shared/ui/ToastProvider';
import { MassivePdfDialog, type MassivePdfStage } from './MassivePdfDialog';

/** A selected ticket: its status id names the status in the user's language. */
type PdfTicket = { ticketId: number; statusId: number };

/**
 * The ticket list's massive PDF download (spec 000 sections 2, 4, 7 and 9): the selected tickets'
 * PDFs, one per ticket in the ticket detail's layout, in Detalle_de_tickets.zip, built in the ticket
 * PDF worker with a progress dialog. Enabled once tickets are selected.
 */
export function MassivePdfButton({ tickets }: { tickets: readonly PdfTicket[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const labels = useTicketPdfLabels();
  const failureText = useTicketPdfErrorMessage();
  const toast = useToast();
  const [stage, setStage] = useState<MassivePdfStage | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The tickets of the run on screen: a retry repeats it even if the selection changed meanwhile.
  const runTickets = useRef<readonly PdfTicket[]>([]);

  useEffect(() => () => controller.current?.abort(), []);

  const run = async (selected: readonly PdfTicket[]) => {
    const abort = new AbortController();
    controller.current = abort;
    runTickets.current = selected;
    const statusIds = new Map(selected.map((ticket) => [ticket.ticketId, ticket.statusId]));
    setStage({ kind: 'running', total: selected.length, progress: null });
    try {
      const result = await startTicketPdf(
        { ticketIds: [...statusIds.keys()], output: 'zip', labels, load: (id, signal) => loadTicketPdfInput(dispatch, id, signal, statusIds.get(id)) },
        { signal: abort.signal, onProgress: (progress) => setStage((current) => (current?.kind === 'running' ? { ...current, progress } : current)) },
      );
      saveFile(result.blob, result.fileName);
      setStage({ kind: 'success', fileName: result.fileName, count: result.count });
    } catch (error) {
      if (abort.signal.aborted) return;
      setStage({ kind: 'error', message: failureText(error) ?? t('ticketPdf.buildFailed') });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setStage(null);
    toast({ severity: 'info', summary: t('ticketPdf.massive.cancelled') });
  };

  const none = tickets.length === 0;
  return (
    <>
      <button
        type="button"
        className="p-button p-button-outlined p-button-sm"
        disabled={none || stage?.kind === 'running'}
        aria-label={t('ticketPdf.massive.buttonAria')}
        title={none ? t('ticketPdf.massive.selectFirst') : undefined}
        aria-haspopup="dialog"
        onClick={() => void run([...tickets])}
      >
        <span className="pi pi-file-pdf mr-2" aria-hidden="true" />
        {t('ticketPdf.massive.button')}
      </button>
      <MassivePdfDialog stage={stage} onCancel={cancel} onClose={() => setStage(null)} onRetry={() => void run(runTickets.current)} />
    </>
  );
}
