// The "parse a 5,000-row template" bench case (issue 7): the bulk load's reader and row checks
// (src/shared/files/xlsxReader + validateTemplate, in-process here as in jest) beside exceljs
// reading the same file into rows (bench-only: it has no caps, so the app never reads uploads with it).
// Each side runs in a fresh child (templateParseChild.ts) so its peak memory is its own.
import path from 'node:path';
import { writeTicketTemplate } from '../../src/domain/tickets/bulkLoadTemplate/writeTemplate';

export const TEMPLATE_ROWS = 5000;

/** Registered in bench.ts's CASES. */
export const TEMPLATE_PARSE_CASE = {
  format: 'template',
  name: 'Parse a 5,000-row bulk-load template (.xlsx)',
  baseline: 'exceljs 4.4 read, no checks',
  runs: 5,
  warmups: 1,
  target: 1.2,
  memoryTarget: false,
  rows: TEMPLATE_ROWS,
  child: path.join(__dirname, 'templateParseChild.ts'),
} as const;

/** The app's template filled with 5,000 valid rows, half of them programmed. */
export async function templateBytes(): Promise<Uint8Array> {
  const rows = Array.from({ length: TEMPLATE_ROWS }, (_, i) => {
    const programmed = i % 2 === 0;
    return [
      String(1 + (i % 5)), String(10 + (i % 7)), '9', String(100 + (i % 40)), String(1000 + i),
      `Falla reportada en sucursal ${i}: el cajero no entrega efectivo y muestra el código E-${i % 97}`,
      'María Castillo Reyes', `usuario${i}@example.com`, `CL-${100000 + i}`,
      programmed ? 'SI' : 'NO', i % 3 === 0 ? 'SI' : 'NO', programmed ? '30/11/2099 09:30' : '',
    ];
  });
  return new Uint8Array(await (await writeTicketTemplate(rows)).arrayBuffer());
}
