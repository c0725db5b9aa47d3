import { markerFor as markerWithVersion } from '../../../shared/files/xlsxTemplate/templateMarker';
import type { MarkedTemplate } from '../../../shared/files/xlsxTemplate/markedTemplate';
import { TEMPLATE_HEADERS } from './templateColumns';

/** The ticket template's hidden marker (src/shared/files/xlsxTemplate): its defined name and version. */
export const MARKER_NAME = 'PlantillaCargaMasivaTickets';
export const TEMPLATE_VERSION = 'v1';
export const TEMPLATE_FILE_NAME = 'Plantilla_carga_masiva_tickets.xlsx';

export const TICKET_TEMPLATE: MarkedTemplate = {
  headers: TEMPLATE_HEADERS, markerName: MARKER_NAME, version: TEMPLATE_VERSION, fileName: TEMPLATE_FILE_NAME, title: 'Tickets',
};

export const markerFor = (headers: readonly string[]) => markerWithVersion(headers, TEMPLATE_VERSION);
