import { DateTime, Settings } from 'luxon';
import type { MultiTicketRow } from '../../../api/tags/ticket';
import type { SheetCheck } from '../../../shared/bulk/sheetCheck';
import type { XlsxSheet } from '../../../shared/files/xlsxReader/types';
import { TEMPLATE_COLUMNS, type TemplateColumn } from './templateColumns';
import { checkTemplateHeaders } from '../../../shared/files/xlsxTemplate/markedTemplate';
import { TICKET_TEMPLATE } from './templateMarker';

/** One cell's problem (bulkLoad.rowErrors.<code>), placed by sheet row and template header. */
export interface RowIssue {
  rowNumber: number;
  column: string;
  code: 'required' | 'siNo' | 'numeric' | 'tooLong' | 'startsBlank' | 'email' | 'date' | 'startToday' | 'startRequired' | 'startUnscheduled' | 'fieldMismatch';
  max?: number;
}

function siNo(text: string): boolean | null {
  const value = text.trim().toUpperCase();
  return value === 'SI' || value === 'SÍ' ? true : value === 'NO' ? false : null;
}

/** An e-mail's shape, checked by hand (no regular expression on file text): local@domain.tld, no blanks. */
function looksLikeEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || text.includes(' ')) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A start date in the user's zone: an Excel date serial (a typed date) or the text DD/MM/YYYY HH:mm
 * (DD/MM/YYYY alone is the start of that day).
 */
export function parseStartDate(text: string): DateTime | null {
  const trimmed = text.trim();
  const serial = Number(trimmed);
  if (trimmed !== '' && Number.isFinite(serial)) {
    if (serial <= 0 || serial > 2_958_465) return null;
    const wall = DateTime.fromMillis(EXCEL_EPOCH + Math.round(serial * 86_400_000), { zone: 'utc' });
    return wall.setZone(Settings.defaultZone, { keepLocalTime: true });
  }
  for (const format of ['dd/MM/yyyy HH:mm', 'dd/MM/yyyy', 'd/M/yyyy H:mm', 'd/M/yyyy']) {
    const parsed = DateTime.fromFormat(trimmed, format);
    if (parsed.isValid) return parsed;
  }
  return null;
}

type Parsed = Partial<Record<TemplateColumn['field'], string | number | boolean | null>>;

/** One cell against its column's rule; pushes its issues and answers the parsed value. */
function readCell(column: TemplateColumn, raw: string, rowNumber: number, issues: RowIssue[]): string | number | boolean | null {
  const fail = (code: RowIssue['code'], max?: number) => {
    issues.push({ rowNumber, column: column.header, code, ...(max === undefined ? {} : { max }) });
    return null;
  };
  const text = column.kind === 'text' ? raw : raw.trim();
  if (text.trim() === '') return column.required ? fail('required') : null;
  switch (column.kind) {
    case 'id': {
      const n = Number(text);
      return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : fail('numeric');
    }
    case 'siNo': {
      const value = siNo(text);
      return value === null ? fail('siNo') : value;
    }
    case 'date':
      return text;
    case 'text':
      if (column.maxLength !== undefined && text.length > column.maxLength) return fail('tooLong', column.maxLength);
      if (text.trimStart() !== text) return fail('startsBlank');
      if (column.field === 'requesterEmail' && !looksLikeEmail(text)) return fail('email');
      return text;
  }
}

/** A programmed row needs a start date after today (user's zone); an unprogrammed one has none. */
function startDateOf(scheduled: boolean | null, text: string | null, rowNumber: number, now: DateTime, issues: RowIssue[]): string | null {
  const push = (code: RowIssue['code']) => issues.push({ rowNumber, column: 'FECHA_INICIO', code });
  if (scheduled === null) return null;
  if (!scheduled) {
    if (text !== null) push('startUnscheduled');
    return null;
  }
  if (text === null) {
    push('startRequired');
    return null;
  }
  const start = parseStartDate(text);
  if (!start) {
    push('date');
    return null;
  }
  if (start.startOf('day') <= now.startOf('day')) {
    push('startToday');
    return null;
  }
  return start.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

/**
 * The whole check of an uploaded template: the file's header and marker, then every cell of every row.
 * Any issue refuses the file (nothing is sent); otherwise the rows are ready for saveMultiTicket.
 */
export function validateTemplate(sheet: XlsxSheet, now: DateTime = DateTime.local()): SheetCheck<MultiTicketRow, RowIssue> {
  const fileError = checkTemplateHeaders(sheet, TICKET_TEMPLATE);
  if (fileError) return { ok: false, fileError };
  const dataRows = sheet.rows.slice(1);
  if (dataRows.length === 0) return { ok: false, fileError: 'noRows' };

  const issues: RowIssue[] = [];
  const rows: MultiTicketRow[] = [];
  for (const { rowNumber, cells } of dataRows) {
    if (cells.slice(TEMPLATE_COLUMNS.length).some((c) => c.trim() !== '')) {
      issues.push({ rowNumber, column: '', code: 'fieldMismatch' });
      continue;
    }
    const parsed: Parsed = Object.create(null) as Parsed;
    for (const [i, column] of TEMPLATE_COLUMNS.entries()) parsed[column.field] = readCell(column, cells[i] ?? '', rowNumber, issues);
    const scheduled = parsed.scheduled as boolean | null;
    const startDate = startDateOf(scheduled, parsed.startDate as string | null, rowNumber, now, issues);
    rows.push({
      rowNumber, clientId: parsed.clientId as number, projectId: parsed.projectId as number, serviceTypeId: parsed.serviceTypeId as number,
      serviceId: parsed.serviceId as number, locationId: parsed.locationId as number, description: parsed.description as string,
      requestedByUser: (parsed.requestedByUser as string | null) ?? null, requesterEmail: (parsed.requesterEmail as string | null) ?? null,
      clientTicketNumber: (parsed.clientTicketNumber as string | null) ?? null, urgencyId: null, impactId: null, priorityId: null,
      remote: parsed.remote === true, scheduled: scheduled === true, startDate,
    });
  }
  return issues.length ? { ok: false, fileError: null, issues } : { ok: true, rows };
}
