import { useMemo, type ReactNode } from 'react';
import { MultiSelect } from 'primereact/multiselect';
import { Paginator, type PaginatorPageChangeEvent } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
import type { useColumnVisibility } from './columnVisibility';
import { GridTable } from './GridTable';
import './DataGrid.css';
import { DROPDOWN_READER_PT, MULTISELECT_READER_PT } from '../primeReaderFixes';

export interface GridColumn<Row> {
  id: string;
  header: string;
  /** Sort key sent to the server; absent when the column cannot be sorted. */
  sortField?: string;
  body: (row: Row) => ReactNode;
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
  const { t } = useTranslation();
  const { visibleIds, setVisible } = props.visibility;
  const { columns } = props;
  // One array while neither the columns nor the choice change, so memoised rows do not draw again.
  const visible = useMemo(() => columns.filter((c) => visibleIds.includes(c.id)), [columns, visibleIds]);

  return (
    <div className="flex flex-column gap-2 min-h-0 flex-1">
      <div className="flex flex-wrap align-items-center gap-2">
        {props.toolbar}
        <MultiSelect
          className="ml-auto"
          value={visibleIds}
          options={columns.map((c) => ({ label: c.header, value: c.id }))}
          onChange={(e) => setVisible(e.value as string[])}
          display="chip"
          maxSelectedLabels={0}
          selectedItemsLabel={t('grid.columnsSelected', { count: visibleIds.length })}
          placeholder={t('grid.columns')}
          aria-label={t('grid.columns')}
          pt={MULTISELECT_READER_PT}
        />
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
        <Paginator
          className="p-paginator-bottom"
          first={(props.page.pageNumber - 1) * props.page.pageSize}
          rows={props.page.pageSize}
          totalRecords={props.totalCount}
          rowsPerPageOptions={[...props.pageSizes]}
          onPageChange={(e: PaginatorPageChangeEvent) => props.onPage({ pageNumber: e.page + 1, pageSize: e.rows })}
          template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
          currentPageReportTemplate={t('grid.pageReport')}
          pt={{ RPPDropdown: DROPDOWN_READER_PT }}
        />
      </div>
    </div>
  );
}
