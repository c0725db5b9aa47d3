import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DroppedNotice } from '../../gridViews/DroppedNotice';
import { GridViewsMenu } from '../../gridViews/GridViewsMenu';
import type { PdfOrientation } from '../../export/types';
import { DataGrid } from '../DataGrid/DataGrid';
import { ExportToolbar } from '../ExportToolbar';
import { RequestError } from '../RequestError';
import { useToast } from '../ToastProvider';
import type { ServerGrid } from './useServerGrid';

export interface GridPageExport {
  /** File name before the date; the title when absent. */
  fileBaseName?: string;
  pdfOrientation?: PdfOrientation;
}

export interface GridViewProps<Row extends object> {
  grid: ServerGrid<Row>;
  dataKey: keyof Row & string;
  /** The exports' PDF title and sheet name, and the grid's accessible name unless `label` is given. */
  title: string;
  label?: string;
  /** Actions in the grid's toolbar, before the selection count and the exports (bulk actions on the selection). */
  toolbar?: ReactNode;
  /** Every grid exports CSV, Excel and PDF (spec 001 section 4); false only where a spec says otherwise. */
  exports?: GridPageExport | false;
  emptyMessage?: string;
  rowClassName?: (row: Row) => string;
  /** The selection count's text ("3 seleccionados" by default). */
  selectedText?: (count: number) => string;
  /**
   * For a grid that keeps its state in the address: its named views above it, with what a link could not
   * apply (true by default; GridPage shows them beside its title instead).
   */
  namedViews?: boolean;
}

/**
 * A server-paged grid without a page around it (a tab, a panel): its named views, the read's error with a
 * retry, the grid with its column chooser and paginator, the toolbar, the selection count and the export toolbar.
 */
export function GridView<Row extends object>({ grid, dataKey, title, label, toolbar, exports = {}, emptyMessage, rowClassName, selectedText, namedViews = true }: GridViewProps<Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  const count = grid.selection.length;
  const link = namedViews ? grid.views : null;
  return (
    <>
      {link && (
        <>
          <GridViewsMenu link={link} name={label ?? title} />
          <DroppedNotice dropped={link.dropped} onDismiss={link.dismiss} />
        </>
      )}
      <RequestError error={grid.error} onRetry={grid.retry} />
      <DataGrid<Row>
        {...grid.gridProps}
        label={label ?? title}
        dataKey={dataKey}
        emptyMessage={emptyMessage ?? t('grid.noResults')}
        rowClassName={rowClassName}
        toolbar={
          <>
            {/* A state from outside (a view, back or forward) draws the toolbar's search fields afresh with its values. */}
            <Fragment key={link?.revision ?? 0}>{toolbar}</Fragment>
            <span className="text-600 text-sm" aria-live="polite">
              {selectedText ? selectedText(count) : t('grid.selectedCount', { count })}
            </span>
            {exports !== false && (
              <ExportToolbar
                selectedRows={grid.exportSelection}
                totalCount={grid.totalCount}
                fetchAll={grid.fetchExportPage}
                columns={grid.exportColumns}
                fileBaseName={exports.fileBaseName ?? title}
                title={title}
                onSelectionCleared={grid.clearSelection}
                onMessage={(severity, text) => toast({ severity, summary: text })}
                pdfOrientation={exports.pdfOrientation}
              />
            )}
          </>
        }
      />
    </>
  );
}
