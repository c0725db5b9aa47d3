/** Caps of a CSV read (the spreadsheet reader's, LIMITS.bulkLoad, by default at the caller). */
export interface CsvLimits {
  maxRows: number;
  maxCellChars: number;
}

export type CsvResult = { ok: true; rows: { rowNumber: number; cells: string[] }[] } | { ok: false; error: 'tooLarge' | 'unprocessable' };

/**
 * RFC 4180 text as rows of cells: comma or semicolon (whichever the first line has more of, as Excel
 * writes for Spanish settings), double-quoted cells with "" for a quote and line breaks inside quotes,
 * a leading BOM ignored. One pass over the characters, no regular expression on the cells; stops
 * past the row or cell cap. Cells stay text (a formula is never evaluated).
 */
export function parseCsv(text: string, limits: CsvLimits): CsvResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r|\n|$/));
  const separator = [...firstLine].filter((c) => c === ';').length > [...firstLine].filter((c) => c === ',').length ? ';' : ',';
  const rows: { rowNumber: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (cells.some((c) => c !== '')) rows.push({ rowNumber: rowStart, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) endCell();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
    } else cell += c;
    if (cell.length > limits.maxCellChars || rows.length > limits.maxRows) return { ok: false, error: 'tooLarge' };
  }
  if (quoted) return { ok: false, error: 'unprocessable' };
  endRow();
  return rows.length > limits.maxRows ? { ok: false, error: 'tooLarge' } : { ok: true, rows };
}
