import { memo, useCallback, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn, GridSort } from './DataGrid';
import { useRowNavigation } from './rowNavigation';
import { FIRST_BODY_ROW_INDEX, rowWindow, useRowWindow } from './rowWindow';

interface GridTableProps<Row> {
  label: string;
  rows: Row[];
  dataKey: keyof Row & string;
  columns: GridColumn<Row>[];
  sort: GridSort;
  onSort: (sort: GridSort) => void;
  loading: boolean;
  emptyMessage: string;
  selection: Row[];
  onSelectionChange: (rows: Row[]) => void;
  rowClassName?: (row: Row) => string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SELECT_COLUMN_WIDTH = '3rem';
/** Stands for the row's key in the translated row label. */
const KEY_MARK = '\u0000';
/** Width of a column that gives none: about 24 characters of a cell. */
export const GRID_COLUMN_WIDTH = '12rem';
/** What a header needs beside its words: the cell's padding on both sides, the sort arrow and its gap. */
const HEADER_CHROME = '3.5rem';
/**
 * A column never narrower than its header's longest word, so a header wraps only between words ("Estatus",
 * never "Estatu / s"). `ch` is a digit's width; capitals and the header's bold are wider, hence the margin.
 */
export const headerFitWidth = (header: string, width: string): string => {
  const longest = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return `max(${width}, calc(${longest} * 1.25ch + ${HEADER_CHROME}))`;
};
/** A column of `count` icon buttons (DataGrid.css makes them 2rem, 0.25rem apart), never narrower than its header needs. */
export const iconButtonsColumnWidth = (count: number) => `max(6rem, calc(${count} * 2.25rem + 1.25rem))`;

/**
 * The grid's table, drawn with plain elements in PrimeReact's class names (the theme styles them).
 * PrimeReact's DataTable spent about 0.9 ms per body cell in its pass-through props machinery, so a
 * page of 100 tickets with every column took seconds; these rows are memoised and only the rows whose
 * selection changed draw again. Every row is a CSS grid on the same fixed column widths (one template
 * on the table, so no cell carries a style of its own; one line per cell, long text cut with an ellipsis
 * and whole in the title and the accessible text), so rows share one height, and only the rows in view
 * plus a few are drawn (useRowWindow), the body's padding standing in for the others: a page of 100
 * tickets with 40 columns is 4,000 cells, and drawing them all cost about twice the 100 ms of main
 * thread a page change may take (issue 15). Drawn rows are keyed by their place in the page, so a new
 * page or order refills the rows already in the document instead of removing them and building new
 * ones (with the column template, a fifth less main-thread time per page change). Screen
 * readers get the page's row count and each row's place (aria-rowcount, aria-rowindex); the arrow keys
 * and Home/End move from row to row across the drawn window (useRowNavigation). The table roles are
 * explicit because the CSS display is no longer a table's.
 */
export function GridTable<Row extends object>(props: GridTableProps<Row>) {
  const { t } = useTranslation();
  const { rows, dataKey, selection, onSelectionChange } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const selectedKeys = new Set(selection.map((r) => r[dataKey]));
  const pageSelected = rows.filter((r) => selectedKeys.has(r[dataKey])).length;

  // The toggle reads the latest selection through a ref so it stays one function and rows keep their memo.
  const latest = useRef({ selection, onSelectionChange, dataKey });
  useLayoutEffect(() => {
    latest.current = { selection, onSelectionChange, dataKey };
  });
  const toggleRow = useCallback((row: Row, checked: boolean) => {
    const { selection: current, onSelectionChange: change, dataKey: key } = latest.current;
    change(checked ? [...current, row] : current.filter((r) => r[key] !== row[key]));
  }, []);

  const toggleAll = (checked: boolean) => {
    const others = selection.filter((r) => !rows.some((row) => row[dataKey] === r[dataKey]));
    onSelectionChange(checked ? [...others, ...rows] : others);
  };

  const { view, scrollToRow } = useRowWindow(tableRef, rows.length, props.columns.length);
  const keyOf = useCallback((row: Row) => String(row[dataKey]), [dataKey]);
  // Translated once, the row's key put in its place(s) by each row that draws: a new page redraws every drawn row.
  const selectLabel = useMemo(() => {
    const parts = t('grid.selectRow', { id: KEY_MARK }).split(KEY_MARK);
    return (row: Row) => parts.join(String(row[dataKey]));
  }, [t, dataKey]);
  const navigation = useRowNavigation({ bodyRef, rows, keyOf, scrollToRow });
  const focused = navigation.focusKey === null ? -1 : rows.findIndex((row) => keyOf(row) === navigation.focusKey);
  const { first, last } = rowWindow(view, rows.length, focused);
  const drawn = rows.slice(first, last);
  // The rows not drawn keep their place, so the scroll bar and the rows in view stay where they are.
  const bodyStyle: CSSProperties | undefined = view ? { paddingTop: first * view.height, paddingBottom: (rows.length - last) * view.height } : undefined;

  const sortBy = (field: string) =>
    props.onSort({ field, order: props.sort.field === field && props.sort.order === 'asc' ? 'desc' : 'asc' });

  // The column widths once, on the table: the rows lay their cells out on this template (DataGrid.css).
  const tableStyle = useMemo(() => {
    const widths = [SELECT_COLUMN_WIDTH, ...props.columns.map((c) => headerFitWidth(c.header, c.width ?? GRID_COLUMN_WIDTH))];
    // The last column takes what the region has left, so rows and their lines reach its right edge.
    const template = [...widths.slice(0, -1), `minmax(${widths.at(-1)}, 1fr)`];
    return { width: `calc(${widths.join(' + ')})`, '--grid-columns': template.join(' ') } as CSSProperties;
  }, [props.columns]);

  return (
    <table
      ref={tableRef}
      role="table"
      aria-rowcount={rows.length > 0 ? rows.length + 1 : undefined}
      className="p-datatable-table p-datatable-scrollable-table grid-table"
      style={tableStyle}
      aria-label={props.label}
      aria-busy={props.loading}
    >
      <thead role="rowgroup" className="p-datatable-thead">
        <tr role="row" aria-rowindex={rows.length > 0 ? 1 : undefined}>
          <th role="columnheader" className="grid-select-column">
            <input
              type="checkbox"
              className="grid-checkbox"
              checked={rows.length > 0 && pageSelected === rows.length}
              ref={(input) => {
                if (input) input.indeterminate = pageSelected > 0 && pageSelected < rows.length;
              }}
              disabled={rows.length === 0}
              onChange={(e) => toggleAll(e.target.checked)}
              aria-label={t('grid.selectPage')}
            />
          </th>
          {props.columns.map((c) => {
            const sorted = c.sortField !== undefined && props.sort.field === c.sortField;
            return (
              <th
                key={c.id}
                role="columnheader"
                className={c.sortField ? `p-sortable-column${sorted ? ' p-highlight' : ''}` : undefined}
                aria-sort={c.sortField ? (sorted ? ARIA_SORT[props.sort.order] : 'none') : undefined}
              >
                {c.sortField ? (
                  <button type="button" className="grid-sort-button p-column-header-content" onClick={() => sortBy(c.sortField!)}>
                    <span className="p-column-title">{c.header}</span>
                    <span
                      aria-hidden
                      className={`p-sortable-column-icon pi ${sorted ? (props.sort.order === 'asc' ? 'pi-sort-amount-up-alt' : 'pi-sort-amount-down') : 'pi-sort-alt'}`}
                    />
                  </button>
                ) : (
                  <span className="p-column-title">{c.header}</span>
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody
        ref={bodyRef}
        role="rowgroup"
        className="p-datatable-tbody"
        style={bodyStyle}
        onKeyDown={navigation.onKeyDown}
        onFocus={navigation.onFocus}
        onBlur={navigation.onBlur}
      >
        {rows.length === 0 ? (
          <tr role="row" className="p-datatable-emptymessage">
            <td role="cell" className="grid-empty-cell" colSpan={props.columns.length + 1}>{props.loading ? '\u00a0' : props.emptyMessage}</td>
          </tr>
        ) : (
          drawn.map((row, i) => (
            <GridRow
              key={first + i}
              row={row}
              index={first + i}
              columns={props.columns}
              selected={selectedKeys.has(row[dataKey])}
              onToggle={toggleRow}
              className={props.rowClassName?.(row)}
              selectLabel={selectLabel}
            />
          ))
        )}
      </tbody>
    </table>
  );
}

interface GridRowProps<Row> {
  row: Row;
  /** The row's place in the page, from 0. */
  index: number;
  columns: GridColumn<Row>[];
  selected: boolean;
  onToggle: (row: Row, checked: boolean) => void;
  className: string | undefined;
  selectLabel: (row: Row) => string;
}

function GridRowCells<Row>({ row, index, columns, selected, onToggle, className, selectLabel }: GridRowProps<Row>) {
  const classes = [index % 2 === 1 ? 'p-row-odd' : '', selected ? 'p-highlight' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    // Focusable by script and click only: the arrow keys move the focus between rows (useRowNavigation).
    <tr role="row" aria-rowindex={index + FIRST_BODY_ROW_INDEX} tabIndex={-1} className={classes || undefined}>
      <td role="cell" className="grid-select-column">
        <input type="checkbox" className="grid-checkbox" checked={selected} onChange={(e) => onToggle(row, e.target.checked)} aria-label={selectLabel(row)} />
      </td>
      {columns.map((c) => {
        const content = c.body(row);
        return (
          <td key={c.id} role="cell" className="grid-cell" title={typeof content === 'string' ? content : c.text?.(row)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

const GridRow = memo(GridRowCells) as typeof GridRowCells;
