import JSZip from 'jszip';
import { writeXlsx, XLSX_MIME } from '../../../shared/export/writers/xlsx';
import type { ExportJob } from '../../../shared/export/types';
import { TEMPLATE_HEADERS } from './templateColumns';
import { MARKER_NAME, markerFor } from './templateMarker';

export const TEMPLATE_FILE_NAME = 'Plantilla_carga_masiva_tickets.xlsx';

/**
 * The template: the shared SpreadsheetML writer's workbook (bold frozen header row), with the hidden
 * marker added to its workbook part as a defined name. The screen writes it empty; the bench and the
 * tests fill `rows` (cell texts in TEMPLATE_HEADERS order).
 */
export async function writeTicketTemplate(rows: readonly (readonly string[])[] = []): Promise<Blob> {
  const job: ExportJob = {
    format: 'xlsx', columns: TEMPLATE_HEADERS.map((header) => ({ field: header, header })),
    labels: { active: '', inactive: '', yes: 'SI', no: 'NO' }, title: 'Tickets', titleDate: '', fileName: TEMPLATE_FILE_NAME,
    timeZone: 'UTC', total: 0, pdfOrientation: 'portrait',
  };
  const exportRows = rows.map((cells) => Object.fromEntries(TEMPLATE_HEADERS.map((h, i) => [h, cells[i] ?? ''])));
  const written = await writeXlsx({ job, rows: exportRows, tick: async () => undefined, tickSync: () => undefined });
  const zip = await JSZip.loadAsync(new Uint8Array(await written.arrayBuffer()));
  const workbook = await zip.file('xl/workbook.xml')!.async('string');
  const marker = `<definedNames><definedName name="${MARKER_NAME}" hidden="1">"${markerFor(TEMPLATE_HEADERS)}"</definedName></definedNames>`;
  zip.file('xl/workbook.xml', workbook.replace('</sheets>', `</sheets>${marker}`));
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 1 } });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
}
