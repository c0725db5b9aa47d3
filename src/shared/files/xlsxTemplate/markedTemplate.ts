import type { XlsxSheet } from '../xlsxReader/types';
import { markerFor, unquote } from './templateMarker';

/** A checksummed template: its exact header row, the defined name holding its marker, and its version. */
export interface MarkedTemplate {
  headers: readonly string[];
  markerName: string;
  version: string;
  fileName: string;
  /** The sheet's name. */
  title: string;
}

export type TemplateHeaderError = 'headersMismatch' | 'modified';

const sameHeaders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * The template check: without the marker, headers other than the template's mean "headers do not
 * match"; with it (or with the template's very headers but no marker), any difference from the marker's
 * checksum or the current version means "modified".
 */
export function checkTemplateHeaders(sheet: XlsxSheet, template: MarkedTemplate): TemplateHeaderError | null {
  const headers = (sheet.rows[0]?.cells ?? []).map((h) => h.trim());
  const marker = sheet.definedNames.get(template.markerName);
  if (marker === undefined) return sameHeaders(headers, template.headers) ? 'modified' : 'headersMismatch';
  const value = unquote(marker);
  const expected = markerFor(template.headers, template.version);
  if (value !== expected || value !== markerFor(headers, template.version)) return 'modified';
  return null;
}
