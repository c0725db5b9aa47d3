import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMultiTicketMutation, type MultiTicketRow } from '../../../api/tags/ticket';
import { checkTicketFile } from '../../../domain/tickets/bulkLoadTemplate/checkTicketFile';
import { headerOfField } from '../../../domain/tickets/bulkLoadTemplate/templateColumns';
import type { RowIssue } from '../../../domain/tickets/bulkLoadTemplate/validateTemplate';
import { TEMPLATE_FILE_NAME, writeTicketTemplate } from '../../../domain/tickets/bulkLoadTemplate/writeTemplate';
import type { BulkDescription } from '../../../shared/bulk/BulkPage';
import type { SendOutcome } from '../../../shared/bulk/useBulkSteps';
import { LIMITS } from '../../../shared/validation/limits';
import { LoadSummary } from './LoadSummary';

/** A row error to list: the app's own (a code, translated) or the service's (its text). */
type TicketIssue = RowIssue | { rowNumber: number; column: string; text: string };

/** The ticket bulk load for the bulk page kit: one all-or-nothing batch (SaveMultiTicket), answered with the created ids. */
export function useTicketBulk(): BulkDescription<MultiTicketRow, TicketIssue, number[]> {
  const { t } = useTranslation();
  const [saveMultiTicket] = useSaveMultiTicketMutation();

  const send = useCallback(async (rows: MultiTicketRow[]): Promise<SendOutcome<TicketIssue, number[]>> => {
    const { created, ticketIds, errors } = (await saveMultiTicket({ multiTicketRequest: { rows } }).unwrap()).data;
    if (created) return { ok: true, result: ticketIds };
    return { ok: false, issues: errors.map((e) => ({ rowNumber: e.rowNumber, column: headerOfField(e.field), text: e.message })) };
  }, [saveMultiTicket]);

  const showIssue = useCallback((issue: TicketIssue) => ({
    rowNumber: issue.rowNumber,
    column: issue.column,
    message: 'text' in issue ? issue.text : t(`bulkLoad.rowErrors.${issue.code}`, { max: issue.max }),
  }), [t]);

  return useMemo(() => ({
    id: 'bulk-load',
    texts: {
      title: t('bulkLoad.title'),
      intro: t('bulkLoad.intro'),
      fileLabel: t('bulkLoad.fileLabel'),
      ready: (count: number) => t('bulkLoad.ready', { count }),
      send: () => t('bulkLoad.send'),
      issues: (count: number, fromServer: boolean) => t(fromServer ? 'bulkLoad.serverIssues' : 'bulkLoad.issues', { count }),
      issuesFile: t('bulkLoad.issuesFile'),
    },
    template: { write: () => writeTicketTemplate(), fileName: TEMPLATE_FILE_NAME, hint: t('bulkLoad.hint') },
    limits: { maxFileBytes: LIMITS.bulkLoad.maxFileBytes, maxRows: LIMITS.bulkLoad.maxRows },
    check: checkTicketFile,
    send,
    showIssue,
    renderResult: (ticketIds: number[], name: string) => <LoadSummary name={name} ticketIds={ticketIds} />,
  }), [t, send, showIssue]);
}
