import { TEMPLATE_HEADERS } from './templateColumns';
import { MARKER_NAME, markerFor } from './templateMarker';

/** Test helper: cell XML for one row of inline strings. */
export function rowXml(rowNumber: number, cells: readonly string[]): string {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const letters = (i: number) => String.fromCharCode(65 + i);
  return `<row r="${rowNumber}">${cells.map((c, i) => (c === '' ? '' : `<c r="${letters(i)}${rowNumber}" t="inlineStr"><is><t>${escape(c)}</t></is></c>`)).join('')}</row>`;
}

/** Test helper: the sheet data and marker of a filled template (headers may be replaced). */
export function filledTemplate(rows: readonly (readonly string[])[], headers: readonly string[] = TEMPLATE_HEADERS, marker = markerFor(TEMPLATE_HEADERS)) {
  return {
    sheetData: [rowXml(1, headers), ...rows.map((r, i) => rowXml(i + 2, r))].join(''),
    definedNames: `<definedNames><definedName name="${MARKER_NAME}" hidden="1">"${marker}"</definedName></definedNames>`,
  };
}
