import type { ReactNode } from 'react';
import { createCellFormatters } from '../../export/format';
import type { ColumnFormat, ExportColumn, ExportLabels, ExportRow } from '../../export/types';
import type { GridColumn } from '../DataGrid/DataGrid';

/** A value computed on the page for the files: the export worker receives plain rows, not functions. */
export type ExportValue<Row> = (row: Row) => string | number | boolean | null;

/**
 * A grid column that also says how it is exported, so a screen keeps one column list for its grid and
 * its CSV, Excel and PDF files (spec 001 section 3, export formatting).
 */
export interface PageColumn<Row> extends GridColumn<Row> {
  /** Row property written by exports ('client.name' reads nested objects); the column id when absent. */
  field?: string;
  format?: ColumnFormat;
  /** false keeps the column out of exports (row actions, icons). */
  exported?: boolean;
  /** What exports write when it is not a row property as it stands (a list joined, a translated state). */
  value?: ExportValue<Row>;
}

const exportedIn = <Row,>(columns: readonly PageColumn<Row>[], visibleIds: readonly string[]) =>
  columns.filter((c) => c.exported !== false && visibleIds.includes(c.id));

/** The export columns of the visible page columns, in grid order. */
export function toExportColumns<Row>(columns: readonly PageColumn<Row>[], visibleIds: readonly string[]): ExportColumn[] {
  return exportedIn(columns, visibleIds).map((c) => ({ field: c.field ?? c.id, header: c.header, ...(c.format ? { format: c.format } : {}) }));
}

/** Rows as the export reads them: each computed value written into its column's field. */
export function toExportRows<Row extends object>(columns: readonly PageColumn<Row>[], visibleIds: readonly string[], rows: readonly Row[]): readonly ExportRow[] {
  const computed = exportedIn(columns, visibleIds).filter((c) => c.value);
  if (computed.length === 0) return rows as readonly object[] as readonly ExportRow[];
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...(row as ExportRow) };
    for (const c of computed) out[c.field ?? c.id] = c.value!(row);
    return out;
  });
}

interface ValueColumnOptions<Row> {
  id: string;
  header: string;
  field?: string;
  format?: ColumnFormat;
  value?: ExportValue<Row>;
  sortField?: string;
  width?: string;
  /** Draws the cell from the row and its formatted text (a chip, a swatch); the text alone by default. */
  render?: (row: Row, text: string) => ReactNode;
}

/**
 * A column whose cell shows the value exactly as the export writes it (flags as Activo/Inactivo, UTC
 * dates in local time, '---' for a missing date), so grid and files never disagree.
 */
export function valueColumn<Row extends object>(labels: ExportLabels, options: ValueColumnOptions<Row>): PageColumn<Row> {
  const field = options.field ?? options.id;
  const [format] = createCellFormatters([{ field, header: options.header, ...(options.format ? { format: options.format } : {}) }], {
    labels,
    guard: false,
    stripEmoji: false,
  });
  const { render, value } = options;
  const textOf = value ? (row: Row) => String(format!({ [field]: value(row) })) : (row: Row) => String(format!(row as ExportRow));
  return {
    id: options.id,
    header: options.header,
    field,
    format: options.format,
    value,
    sortField: options.sortField,
    width: options.width,
    body: render ? (row) => render(row, textOf(row)) : textOf,
  };
}
