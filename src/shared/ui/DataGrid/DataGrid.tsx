import type { ReactNode } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import type { useColumnVisibility } from './columnVisibility';

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
 * The product's grid over PrimeReact's DataTable: server-side paging and sorting, row selection,
 * a column chooser remembered in a cookie, loading and empty states.
 */
/**
 * PrimeReact's body cells are memoised and keep the body template they were first drawn with, so a
 * column rebuilt with new data (status colours arriving after the rows, a language change) would not
 * show. Each column object gets its own key (the cells are keyed by it too): a rebuilt column draws its
 * cells again.
 */
const columnKeys = new WeakMap<object, string>();
let columnKeySeq = 0;
function columnKey(column: { id: string }): string {
  let key = columnKeys.get(column);
  if (!key) {
    columnKeySeq += 1;
    key = `${column.id}#${columnKeySeq}`;
    columnKeys.set(column, key);
  }
  return key;
}

export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const { t } = useTranslation();
  const { visibleIds, setVisible } = props.visibility;
  const visible = props.columns.filter((c) => visibleIds.includes(c.id));

  return (
    <div className="flex flex-column gap-2">
      <div className="flex flex-wrap align-items-center gap-2">
        {props.toolbar}
        <MultiSelect
          className="ml-auto"
          value={visibleIds}
          options={props.columns.map((c) => ({ label: c.header, value: c.id }))}
          onChange={(e) => setVisible(e.value as string[])}
          display="chip"
          maxSelectedLabels={0}
          selectedItemsLabel={t('grid.columnsSelected', { count: visibleIds.length })}
          placeholder={t('grid.columns')}
          aria-label={t('grid.columns')}
          pt={{ trigger: { 'aria-label': t('grid.columns') } as object }}
        />
      </div>
      <DataTable
        value={props.rows}
        dataKey={props.dataKey}
        lazy
        paginator
        first={(props.page.pageNumber - 1) * props.page.pageSize}
        rows={props.page.pageSize}
        totalRecords={props.totalCount}
        rowsPerPageOptions={[...props.pageSizes]}
        onPage={(e: DataTablePageEvent) => props.onPage({ pageNumber: (e.page ?? 0) + 1, pageSize: e.rows })}
        sortField={props.sort.field}
        sortOrder={props.sort.order === 'asc' ? 1 : -1}
        onSort={(e: DataTableSortEvent) => props.onSort({ field: String(e.sortField), order: e.sortOrder === 1 ? 'asc' : 'desc' })}
        loading={props.loading}
        emptyMessage={props.emptyMessage}
        selectionMode="checkbox"
        selection={props.selection}
        onSelectionChange={(e) => props.onSelectionChange(e.value as Row[])}
        rowClassName={props.rowClassName}
        scrollable
        scrollHeight="flex"
        size="small"
        stripedRows
        aria-label={props.label}
        currentPageReportTemplate={t('grid.pageReport')}
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
        // A scrollable table's wrapper needs a tab stop (axe scrollable-region-focusable).
        pt={{ wrapper: { tabIndex: 0, 'aria-label': props.label } as object }}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        {visible.map((c) => (
          <Column
            key={columnKey(c)}
            columnKey={columnKey(c)}
            field={c.sortField ?? c.id}
            header={c.header}
            sortable={Boolean(c.sortField)}
            body={c.body}
            style={c.width ? { minWidth: c.width } : undefined}
          />
        ))}
      </DataTable>
    </div>
  );
}
