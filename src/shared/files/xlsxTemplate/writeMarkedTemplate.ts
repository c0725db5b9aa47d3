import JSZip from 'jszip';
import { writeXlsx, XLSX_MIME } from '../../export/writers/xlsx';
import { inOneChunk } from '../../export/writers/context';
import type { ExportJob } from '../../export/types';
import type { MarkedTemplate } from './markedTemplate';
import { markerFor } from './templateMarker';

/**
 * The template file: the shared SpreadsheetML writer's workbook (bold frozen header row), with the hidden
 * marker added to its workbook part as a defined name. Screens write it empty; benches and tests fill
 * `rows` (cells in header order: a text, or a number written as a number cell, as Excel keeps a typed -99.13).
 */
export async function writeMarkedTemplate(template: MarkedTemplate, rows: readonly (readonly (string | number)[])[] = []): Promise<Blob> {
  const { headers } = template;
  const job: ExportJob = {
    format: 'xlsx', columns: headers.map((header) => ({ field: header, header })),
    labels: { active: '', inactive: '', yes: 'SI', no: 'NO' }, title: template.title, titleDate: '', fileName: template.fileName,
    timeZone: 'UTC', total: 0, pdfOrientation: 'portrait',
  };
  const exportRows = rows.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])));
  const written = await writeXlsx({ job, chunks: inOneChunk(exportRows), tick: async () => undefined });
  const zip = await JSZip.loadAsync(new Uint8Array(await written.arrayBuffer()));
  const workbook = await zip.file('xl/workbook.xml')!.async('string');
  const marker = `<definedNames><definedName name="${template.markerName}" hidden="1">"${markerFor(headers, template.version)}"</definedName></definedNames>`;
  zip.file('xl/workbook.xml', workbook.replace('</sheets>', `</sheets>${marker}`));
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 1 } });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
}
