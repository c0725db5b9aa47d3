import { memo, useMemo, type ReactNode } from 'react';
import { MultiSelect } from 'primereact/multiselect';
import { Paginator, type PaginatorPageChangeEvent } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
import type { useColumnVisibility } from './columnVisibility';
import { GridTable } from './GridTable';
import './DataGrid.css';
import { namedMultiSelectPt } from '../primeReaderFixes';
import { PAGINATOR_TEMPLATE } from '../paginatorTemplate';

export interface GridColumn<Row> {
  id: string;
  header: string;
  /** Sort key sent to the server; absent when the column cannot be sorted. */
  sortField?: string;
  body: (row: Row) => ReactNode;
  /** The cell's whole text, shown as its tooltip when the cell is cut; the body itself when it is a string. */
  text?: (row: Row) => string;
  /** The column's width (a CSS length); GridTable's GRID_COLUMN_WIDTH when absent. The layout is fixed: cells never widen it. */
  width?: string;
}

export interface GridPage {
  pageNumber: number;
  pageSize: number;
}

export interface GridSort {
  field: string;
  order: 'asc' | 'desc';
}

interface DataGridProps<Row> {
  /** Which columns show: from useColumnVisibility, so the screen can export the same columns. */
  visibility: ReturnType<typeof useColumnVisibility>;
  label: string;
  rows: Row[];
  dataKey: keyof Row & string;
  columns: GridColumn<Row>[];
  totalCount: number;
  page: GridPage;
  pageSizes: readonly number[];
  onPage: (page: GridPage) => void;
  sort: GridSort;
  onSort: (sort: GridSort) => void;
  loading: boolean;
  emptyMessage: string;
  selection: Row[];
  onSelectionChange: (rows: Row[]) => void;
  rowClassName?: (row: Row) => string;
  toolbar?: ReactNode;
}

/**
 * The product's grid: server-side paging and sorting, row selection, a column chooser remembered in a
 * cookie, loading and empty states. The table is GridTable (plain elements, memoised rows); the column
 * chooser and the paginator are PrimeReact's.
 */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const { visibleIds, setVisible, defaultIds } = props.visibility;
  const { columns } = props;
  // One array while neither the columns nor the choice change, so memoised rows do not draw again.
  const visible = useMemo(() => columns.filter((c) => visibleIds.includes(c.id)), [columns, visibleIds]);

  return (
    <div className="flex flex-column gap-2 min-h-0 flex-1">
      <div className="flex flex-wrap align-items-center gap-2">
        {props.toolbar}
        <ColumnChooser columns={columns} visibleIds={visibleIds} defaultIds={defaultIds} setVisible={setVisible} />
      </div>
      <div className="grid-root p-datatable p-component p-datatable-sm p-datatable-striped flex-1">
        {/* A scrollable region needs a tab stop (axe scrollable-region-focusable). */}
        <div className="p-datatable-wrapper" tabIndex={0} role="region" aria-label={props.label}>
          <GridTable
            label={props.label}
            rows={props.rows}
            dataKey={props.dataKey}
            columns={visible}
            sort={props.sort}
            onSort={props.onSort}
            loading={props.loading}
            emptyMessage={props.emptyMessage}
            selection={props.selection}
            onSelectionChange={props.onSelectionChange}
            rowClassName={props.rowClassName}
          />
        </div>
        {props.loading && (
          <div className="p-datatable-loading-overlay p-component-overlay">
            <i className="pi pi-spin pi-spinner p-datatable-loading-icon text-3xl" aria-hidden />
          </div>
        )}
        <GridPaginator page={props.page} pageSizes={props.pageSizes} totalCount={props.totalCount} onPage={props.onPage} />
      </div>
    </div>
  );
}

// PrimeReact's components cost milliseconds per render in their pass-through machinery: the chooser and
// the paginator are memoised, so the renders of a page change (loading on, rows in, loading off) do not
// draw them again unless their own props changed.

interface ColumnChooserProps {
  columns: readonly { id: string; header: string }[];
  visibleIds: readonly string[];
  defaultIds: readonly string[];
  setVisible: (ids: readonly string[]) => void;
}

const ColumnChooser = memo(function ColumnChooser({ columns, visibleIds, defaultIds, setVisible }: ColumnChooserProps) {
  const { t } = useTranslation();
  const options = useMemo(() => columns.map((c) => ({ label: c.header, value: c.id })), [columns]);
  const allIds = useMemo(() => columns.map((c) => c.id), [columns]);
  // In place of PrimeReact's select-all checkbox (see below): named buttons above the list, the way back to
  // the default columns only where a grid hides some by default.
  const header = (
    <div className="flex gap-2 p-2 border-bottom-1 surface-border">
      <button type="button" className="p-button p-button-sm p-button-text" disabled={visibleIds.length === allIds.length} onClick={() => setVisible(allIds)}>
        {t('grid.showAllColumns')}
      </button>
      {defaultIds.length < allIds.length && (
        <button type="button" className="p-button p-button-sm p-button-text" onClick={() => setVisible(defaultIds)}>
          {t('grid.defaultColumns')}
        </button>
      )}
    </div>
  );
  return (
    <MultiSelect
      className="ml-auto"
      value={visibleIds}
      options={options}
      onChange={(e) => setVisible(e.value as string[])}
      display="chip"
      // PrimeReact's select-all checkbox is unnamed and nests a second checkbox (axe); columns are picked one by one.
      showSelectAll={false}
      panelHeaderTemplate={header}
      maxSelectedLabels={0}
      selectedItemsLabel={t('grid.columnsSelected', { count: visibleIds.length })}
      placeholder={t('grid.columns')}
      pt={namedMultiSelectPt({ 'aria-label': t('grid.columns') })}
    />
  );
});

interface GridPaginatorProps {
  page: GridPage;
  pageSizes: readonly number[];
  totalCount: number;
  onPage: (page: GridPage) => void;
}

const GridPaginator = memo(function GridPaginator({ page, pageSizes, totalCount, onPage }: GridPaginatorProps) {
  const { t } = useTranslation();
  return (
    <Paginator
      className="p-paginator-bottom"
      first={(page.pageNumber - 1) * page.pageSize}
      rows={page.pageSize}
      totalRecords={totalCount}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(e: PaginatorPageChangeEvent) => onPage({ pageNumber: e.page + 1, pageSize: e.rows })}
      template={PAGINATOR_TEMPLATE}
      currentPageReportTemplate={t('grid.pageReport')}
    />
  );
});
