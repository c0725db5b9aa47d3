import { LIMITS } from '../../../shared/validation/limits';

/** How a template column is read: a catalogue id, free text, SI/NO, or a start date. */
export type ColumnKind = 'id' | 'text' | 'siNo' | 'date';

export interface TemplateColumn {
  /** The header written in the template; the file must carry exactly these, in this order. */
  header: string;
  /** The MultiTicketRow property it fills (ticket.yaml). */
  field: 'clientId' | 'projectId' | 'serviceTypeId' | 'serviceId' | 'locationId' | 'description' | 'requestedByUser'
    | 'requesterEmail' | 'clientTicketNumber' | 'scheduled' | 'remote' | 'startDate';
  kind: ColumnKind;
  required: boolean;
  /** Longest text accepted (text columns). */
  maxLength?: number;
}

/**
 * The template's columns: the fields ticket creation needs (TicketCreateRequest; urgency, impact and
 * priority are left to the service's defaults), plus the bulk-load flags PROGRAMADO and REMOTO (SI/NO)
 * and the start date of a programmed ticket. The headers are the same in every language, like the file.
 */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { header: 'ID_CLIENTE', field: 'clientId', kind: 'id', required: true },
  { header: 'ID_PROYECTO', field: 'projectId', kind: 'id', required: true },
  { header: 'ID_TIPO_SERVICIO', field: 'serviceTypeId', kind: 'id', required: true },
  { header: 'ID_SERVICIO', field: 'serviceId', kind: 'id', required: true },
  { header: 'ID_UBICACION', field: 'locationId', kind: 'id', required: true },
  { header: 'DESCRIPCION', field: 'description', kind: 'text', required: true, maxLength: LIMITS.bulkLoad.maxCellChars },
  { header: 'SOLICITANTE', field: 'requestedByUser', kind: 'text', required: false, maxLength: LIMITS.ticketCreate.requesterMax },
  { header: 'CORREO_SOLICITANTE', field: 'requesterEmail', kind: 'text', required: false, maxLength: LIMITS.ticketCreate.requesterMax },
  { header: 'NUMERO_TICKET_CLIENTE', field: 'clientTicketNumber', kind: 'text', required: false, maxLength: LIMITS.ticketCreate.clientTicketNumberMax },
  { header: 'PROGRAMADO', field: 'scheduled', kind: 'siNo', required: true },
  { header: 'REMOTO', field: 'remote', kind: 'siNo', required: true },
  { header: 'FECHA_INICIO', field: 'startDate', kind: 'date', required: false },
];

export const TEMPLATE_HEADERS = TEMPLATE_COLUMNS.map((c) => c.header);

/** The header of the column that fills `field` (to place the server's per-row errors). */
export function headerOfField(field: string): string {
  return TEMPLATE_COLUMNS.find((c) => c.field === field)?.header ?? field;
}
