import { useCallback, useRef, useState } from 'react';
import type { BulkFileError, SheetCheck } from './sheetCheck';

/**
 * The service's answer to a send: the result, or (all or nothing) the rows it refused and nothing saved. A
 * service that applies each row on its own answers a result holding every row's outcome (BulkRowOutcomes).
 */
export type SendOutcome<Issue, Result> = { ok: true; result: Result } | { ok: false; issues: Issue[] };

export type BulkStep<Row, Issue, Result> =
  | { step: 'choose' }
  | { step: 'reading'; name: string }
  | { step: 'refused'; name: string | null; fileError: BulkFileError }
  | { step: 'invalid'; name: string; issues: Issue[]; fromServer: boolean }
  | { step: 'ready'; file: File; rows: Row[]; sendError: unknown }
  | { step: 'sending'; file: File; rows: Row[] }
  | { step: 'done'; name: string; result: Result };

export interface BulkSteps<Row, Issue, Result> {
  check: (file: File | null | undefined) => Promise<SheetCheck<Row, Issue>>;
  /** Sends the checked rows (and the file, for a service that takes the workbook); a failed request throws. */
  send: (rows: Row[], file: File) => Promise<SendOutcome<Issue, Result>>;
}

/**
 * Every bulk screen's steps: choose -> reading -> refused | invalid | ready -> sending -> done. A refused or
 * invalid file sends nothing and another file can be chosen at once; a failed send keeps the checked rows.
 */
export function useBulkSteps<Row, Issue, Result>({ check, send }: BulkSteps<Row, Issue, Result>) {
  const [state, setState] = useState<BulkStep<Row, Issue, Result>>({ step: 'choose' });
  // Only the latest file's answer counts: an earlier one still reading is dropped when it arrives.
  const latest = useRef(0);

  const chooseFile = useCallback(async (file: File | null | undefined) => {
    const run = ++latest.current;
    if (!file) return setState({ step: 'refused', name: null, fileError: 'noFile' });
    const { name } = file;
    setState({ step: 'reading', name });
    const checked = await check(file);
    if (run !== latest.current) return;
    if (checked.ok) return setState({ step: 'ready', file, rows: checked.rows, sendError: null });
    if (checked.fileError) return setState({ step: 'refused', name, fileError: checked.fileError });
    setState({ step: 'invalid', name, issues: checked.issues, fromServer: false });
  }, [check]);

  const sendRows = useCallback(async () => {
    if (state.step !== 'ready') return;
    const { file, rows } = state;
    const run = ++latest.current;
    setState({ step: 'sending', file, rows });
    try {
      const outcome = await send(rows, file);
      if (run !== latest.current) return;
      setState(outcome.ok ? { step: 'done', name: file.name, result: outcome.result } : { step: 'invalid', name: file.name, issues: outcome.issues, fromServer: true });
    } catch (sendError) {
      if (run === latest.current) setState({ step: 'ready', file, rows, sendError });
    }
  }, [state, send]);

  const restart = useCallback(() => {
    latest.current++;
    setState({ step: 'choose' });
  }, []);

  return { state, chooseFile, send: sendRows, restart };
}
