import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ExportRow, PdfOrientation } from '../../export/types';
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

interface GridPageProps<Row extends object> {
  title: string;
  grid: ServerGrid<Row>;
  dataKey: keyof Row & string;
  /** The search form above the grid. */
  filters?: ReactNode;
  /** The create action; absent when the user may not create (the caller checks the permission). */
  create?: { label: string; onClick: () => void };
  /** More header actions, before the create button. */
  headerActions?: ReactNode;
  /** Actions in the grid's toolbar, before the exports (bulk actions on the selection). */
  toolbar?: ReactNode;
  /** Every grid exports CSV, Excel and PDF (spec 001 section 4); false only where a spec says otherwise. */
  exports?: GridPageExport | false;
  emptyMessage?: string;
  rowClassName?: (row: Row) => string;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/**
 * A searchable server-paged grid screen: title and actions, the filter, the read's error with a retry,
 * the grid with its column chooser and paginator, the selection count and the export toolbar.
 */
export function GridPage<Row extends object>({ title, grid, dataKey, filters, create, headerActions, toolbar, exports = {}, emptyMessage, rowClassName, children }: GridPageProps<Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }}>
      <div className="flex flex-wrap align-items-center gap-2">
        <h1 className="text-2xl font-semibold m-0 mr-auto">{title}</h1>
        {headerActions}
        {create && <Button type="button" icon="pi pi-plus" label={create.label} onClick={create.onClick} />}
      </div>
      {filters}
      <RequestError error={grid.error} onRetry={grid.retry} />
      <DataGrid<Row>
        {...grid.gridProps}
        label={title}
        dataKey={dataKey}
        emptyMessage={emptyMessage ?? t('grid.noResults')}
        rowClassName={rowClassName}
        toolbar={
          <>
            {toolbar}
            <span className="text-600 text-sm" aria-live="polite">
              {t('grid.selectedCount', { count: grid.selection.length })}
            </span>
            {exports !== false && (
              <ExportToolbar
                selectedRows={grid.selection as readonly object[] as readonly ExportRow[]}
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
      {children}
    </section>
  );
}
