import { useCallback, useState } from 'react';
import { useSaveMultiTicketMutation, type MultiTicketRow } from '../../../api/tags/ticket';
import { readTemplateUpload } from '../../../shared/files/xlsxTemplate/readTemplateUpload';
import { headerOfField } from '../../../domain/tickets/bulkLoadTemplate/templateColumns';
import { validateTemplate, type FileErrorCode, type RowIssue } from '../../../domain/tickets/bulkLoadTemplate/validateTemplate';

/** A row error to list: the app's own (code, translated on screen) or the server's (its text). */
export interface ShownIssue {
  rowNumber: number;
  column: string;
  code?: RowIssue['code'];
  max?: number;
  text?: string;
}

export type BulkLoadState =
  | { step: 'choose' }
  | { step: 'reading'; name: string }
  | { step: 'refused'; name: string | null; fileError: FileErrorCode }
  | { step: 'invalid'; name: string; issues: ShownIssue[]; fromServer: boolean }
  | { step: 'ready'; name: string; rows: MultiTicketRow[]; sendError: unknown }
  | { step: 'sending'; name: string; rows: MultiTicketRow[] }
  | { step: 'done'; ticketIds: number[] };

/**
 * The bulk load's steps: a chosen file is read in a worker and checked row by row; a refused file
 * sends nothing; a ready one is sent as one all-or-nothing batch, whose answer is either the created
 * tickets or the server's per-row errors.
 */
export function useBulkLoad() {
  const [state, setState] = useState<BulkLoadState>({ step: 'choose' });
  const [saveMultiTicket] = useSaveMultiTicketMutation();

  const chooseFile = useCallback(async (file: File | null | undefined) => {
    if (!file) return setState({ step: 'refused', name: null, fileError: 'noFile' });
    const name = file.name;
    setState({ step: 'reading', name });
    const upload = await readTemplateUpload(file);
    if (!upload.ok) return setState({ step: 'refused', name, fileError: upload.fileError });
    const check = validateTemplate(upload.sheet);
    if (check.ok) return setState({ step: 'ready', name, rows: check.rows, sendError: null });
    if (check.fileError) return setState({ step: 'refused', name, fileError: check.fileError });
    setState({ step: 'invalid', name, issues: check.issues, fromServer: false });
  }, []);

  const send = useCallback(async () => {
    if (state.step !== 'ready') return;
    const { name, rows } = state;
    setState({ step: 'sending', name, rows });
    const result = await saveMultiTicket({ multiTicketRequest: { rows } });
    if ('error' in result) return setState({ step: 'ready', name, rows, sendError: result.error });
    const { created, ticketIds, errors } = result.data.data;
    if (created) return setState({ step: 'done', ticketIds });
    const issues = errors.map((e) => ({ rowNumber: e.rowNumber, column: headerOfField(e.field), text: e.message }));
    setState({ step: 'invalid', name, issues, fromServer: true });
  }, [state, saveMultiTicket]);

  const restart = useCallback(() => setState({ step: 'choose' }), []);

  return { state, chooseFile, send, restart };
}
