import { RawResponse } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { expensesInWindow, toExpenseRow } from './expenses';
import { wireMs, type ReportWindow } from './range';
import { recidivistRows } from './recidivists';
import { ticketReportRows, toReportRow, type TicketReportKind } from './ticketReports';

/** The ticket report each generated-report type is (catalog.yaml getGeneratedReportTypes); 3 and 4 have rows of their own. */
const TICKET_KIND_OF: Record<number, TicketReportKind> = { 1: 'open', 2: 'historical', 5: 'remoteWork', 6: 'majorIncidents', 7: 'tickets' };

function rowsOf(store: SandboxStore, user: UserRecord, reportTypeId: number, window: ReportWindow): object[] {
  if (reportTypeId === 3) return expensesInWindow(store, user, window).map((e) => toExpenseRow(store, e));
  if (reportTypeId === 4) return recidivistRows(store, user, window);
  return ticketReportRows(store, user, window, TICKET_KIND_OF[reportTypeId]!).map((t) => toReportRow(store, t));
}

/** RFC 4180 (a field with a comma, quote or line break quoted, its quotes doubled), and no cell a spreadsheet would run as a formula. */
const field = (value: unknown) => {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A generated report's file: its rows as CSV, computed from the tickets of its range as the report screens read them
 * (the range as requested: it was checked then, and "today" has moved since).
 */
export function generatedReportFile(store: SandboxStore, user: UserRecord, report: { id: number; reportTypeId: number; dateFrom: string; dateTo: string; clientId: number | null }): RawResponse {
  const window = { from: wireMs(report.dateFrom), to: wireMs(report.dateTo), clientId: report.clientId };
  const rows = rowsOf(store, user, report.reportTypeId, window);
  const header = rows.length ? Object.keys(rows[0]!) : [];
  const lines = [header.join(','), ...rows.map((row) => Object.values(row).map(field).join(','))];
  return new RawResponse(new Blob([`${lines.join('\r\n')}\r\n`]), 'text/csv', { 'Content-Disposition': `attachment; filename="Reporte_${report.id}.csv"` });
}
