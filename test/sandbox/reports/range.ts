import { DateTime } from 'luxon';
import type { TicketReportRange } from '../../../src/api/tags/ticketReports';
import { LIMITS } from '../../../src/shared/validation/limits';
import { SandboxError } from '../runtime';
import type { SandboxStore } from '../store/types';

/** A report's range as instants (from inclusive, to exclusive) and its client, once checked. */
export interface ReportWindow {
  from: number;
  to: number;
  clientId: number | null;
}

export const wireMs = (text: string) => Date.parse(`${text.slice(0, 19)}Z`);

/**
 * The date rules of spec 002 section 5 as the service enforces them, in the sandbox's zone (ticket.yaml
 * TicketReportRange): to after from, to not after the end of today, from not before the start of the day a
 * year and a day ago. 422 naming the field.
 */
export function reportWindow(store: SandboxStore, range: Pick<TicketReportRange, 'dateFrom' | 'dateTo' | 'clientId'>): ReportWindow {
  const from = wireMs(range.dateFrom);
  const to = wireMs(range.dateTo);
  const today = DateTime.fromJSDate(store.now, { zone: store.timeZone }).startOf('day');
  if (to <= from) throw new SandboxError(422, 'La fecha final debe ser posterior a la inicial', 'dateTo');
  if (to > today.plus({ days: 1 }).toMillis()) throw new SandboxError(422, 'La fecha final no puede ser posterior a hoy', 'dateTo');
  if (from < today.minus(LIMITS.reports.oldest).toMillis()) throw new SandboxError(422, 'La fecha inicial no puede ser anterior a un año y un día', 'dateFrom');
  return { from, to, clientId: range.clientId };
}

/** A page of a report's rows in the envelope's shape. */
export function pageOf<Row>(rows: readonly Row[], request: { pageNumber: number; pageSize: number }) {
  const start = (request.pageNumber - 1) * request.pageSize;
  return {
    items: rows.slice(start, start + request.pageSize),
    totalCount: rows.length,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
    hasNext: start + request.pageSize < rows.length,
  };
}

/** yyyy-MM of an instant in the sandbox's zone, and every month a window touches, in order. */
export const monthOf = (store: SandboxStore, ms: number) => DateTime.fromMillis(ms, { zone: store.timeZone }).toFormat('yyyy-MM');

export function monthsOf(store: SandboxStore, window: ReportWindow): string[] {
  const months: string[] = [];
  let month = DateTime.fromMillis(window.from, { zone: store.timeZone }).startOf('month');
  while (month.toMillis() < window.to) {
    months.push(month.toFormat('yyyy-MM'));
    month = month.plus({ months: 1 });
  }
  return months;
}
