import { buildExportFileName, MAX_FILE_NAME_LENGTH } from '../../../shared/export/fileName';

/** The massive download's file (spec 000 section 9, spec 001 section 9). */
export const TICKET_PDF_ZIP_NAME = 'Detalle_de_tickets.zip';

const DATE_AND_EXTENSION = '_DD_MM_YYYY.pdf'.length;

/**
 * One ticket's PDF, alone or inside the zip: `Ticket_<id>_DD_MM_YYYY.pdf` under the export's
 * file-name rules (src/shared/export/fileName.ts, 30 characters at most). Those rules cut the base at
 * its end, which would cut the id of a ticket past 8 digits: such an id keeps its digits and drops
 * the 'Ticket_' prefix instead.
 */
export function ticketPdfFileName(ticketId: number, date: Date = new Date()): string {
  const base = `Ticket_${ticketId}`;
  return buildExportFileName(base.length <= MAX_FILE_NAME_LENGTH - DATE_AND_EXTENSION ? base : String(ticketId), 'pdf', date);
}
