// Reads our own exported workbooks back in tests and the browser suite. exceljs, not SheetJS: the
// registry's SheetJS (0.18.5) is on the known-vulnerable list (scripts/security/knownVulnerable.json)
// and its fixed releases are published only outside the npm registry.
import ExcelJS from 'exceljs';

export interface ReadCell {
  value: unknown;
  isString: boolean;
  formula: string | undefined;
}

export interface ReadSheet {
  name: string;
  /** Every row as its cells' values, the header row first, blank cells as undefined. */
  rows: unknown[][];
  /** The rows after the header as records keyed by the header's texts. */
  records: Record<string, unknown>[];
  cell(ref: string): ReadCell;
  /** True when any cell holds a formula. */
  hasFormula: boolean;
}

export async function readWorkbook(data: ArrayBuffer | Uint8Array): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types name an older Buffer; it reads any ArrayBuffer view.
  await workbook.xlsx.load((data instanceof Uint8Array ? data : new Uint8Array(data)) as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const width = sheet.actualColumnCount;
    const rows: unknown[][] = [];
    let hasFormula = false;
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push(Array.from({ length: width }, (_, i) => {
        const cell = row.getCell(i + 1);
        if (cell.formula) hasFormula = true;
        return cell.value ?? undefined;
      }));
    });
    const [header = [], ...body] = rows;
    const records = body.map((cells) => Object.fromEntries(header.map((h, i) => [String(h), cells[i]])));
    const cell = (ref: string): ReadCell => {
      const c = sheet.getCell(ref);
      return { value: c.value, isString: c.type === ExcelJS.ValueType.String, formula: c.formula || undefined };
    };
    return { name: sheet.name, rows, records, cell, hasFormula };
  });
}
