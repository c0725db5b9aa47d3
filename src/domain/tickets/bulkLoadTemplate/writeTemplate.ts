import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import { TICKET_TEMPLATE } from './templateMarker';

export { TEMPLATE_FILE_NAME } from './templateMarker';

/** The ticket template with its hidden marker; the screen writes it empty, the bench and the tests fill `rows`. */
export function writeTicketTemplate(rows: readonly (readonly string[])[] = []): Promise<Blob> {
  return writeMarkedTemplate(TICKET_TEMPLATE, rows);
}
