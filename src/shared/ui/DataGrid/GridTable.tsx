import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn, GridSort } from './DataGrid';

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
const SELECT_STYLE: CSSProperties = { width: SELECT_COLUMN_WIDTH };
/** Rows drawn with a new page before the rest: more than a tall screen shows. */
export const FIRST_DRAWN_ROWS = 30;
/** Width of a column that gives none: about 24 characters of a cell. */
export const GRID_COLUMN_WIDTH = '12rem';

/**
 * The grid's table, drawn with plain elements in PrimeReact's class names (the theme styles them).
 * PrimeReact's DataTable spent about 0.9 ms per body cell in its pass-through props machinery, so a
 * page of 100 tickets with every column took seconds; these rows are memoised and only the rows whose
 * selection changed draw again. Rows are flex lines of fixed-width cells (widths from the columns, one
 * line per cell, long text cut with an ellipsis and whole in the title and the accessible text), so a
 * row lays out without measuring the others, and rows out of view skip style, layout and paint
 * (content-visibility in DataGrid.css) while staying in the DOM for the keyboard and screen readers.
 * The table roles are explicit because the CSS display is no longer a table's.
 */
export function GridTable<Row extends object>(props: GridTableProps<Row>) {
  const { t } = useTranslation();
  const { rows, dataKey, selection, onSelectionChange } = props;
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

  // A new page draws its first screenful with the click; the rest follows in React's interruptible
  // background render (short tasks), so the operator sees the page without one long task for 100 rows.
  const settledRows = useDeferredValue(rows);
  const drawn = settledRows === rows ? rows : rows.slice(0, FIRST_DRAWN_ROWS);

  const sortBy = (field: string) =>
    props.onSort({ field, order: props.sort.field === field && props.sort.order === 'asc' ? 'desc' : 'asc' });

  // One style object per column, kept while the columns stand, so memoised rows stay drawn.
  const cellStyles = useMemo(() => props.columns.map((c): CSSProperties => ({ width: c.width ?? GRID_COLUMN_WIDTH })), [props.columns]);
  const tableWidth = `calc(${SELECT_COLUMN_WIDTH} + ${cellStyles.map((c) => c.width).join(' + ')})`;

  return (
    <table
      role="table"
      className="p-datatable-table p-datatable-scrollable-table grid-table"
      style={{ width: tableWidth }}
      aria-label={props.label}
      aria-busy={props.loading}
    >
      <thead role="rowgroup" className="p-datatable-thead">
        <tr role="row">
          <th role="columnheader" className="grid-select-column" style={SELECT_STYLE}>
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
          {props.columns.map((c, i) => {
            const sorted = c.sortField !== undefined && props.sort.field === c.sortField;
            return (
              <th
                key={c.id}
                role="columnheader"
                style={cellStyles[i]}
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
      <tbody role="rowgroup" className="p-datatable-tbody">
        {rows.length === 0 ? (
          <tr role="row" className="p-datatable-emptymessage">
            <td role="cell" className="grid-empty-cell" colSpan={props.columns.length + 1}>{props.loading ? '\u00a0' : props.emptyMessage}</td>
          </tr>
        ) : (
          drawn.map((row, index) => (
            <GridRow
              key={String(row[dataKey])}
              row={row}
              odd={index % 2 === 1}
              columns={props.columns}
              cellStyles={cellStyles}
              selected={selectedKeys.has(row[dataKey])}
              onToggle={toggleRow}
              className={props.rowClassName?.(row)}
              selectLabel={t('grid.selectRow', { id: String(row[dataKey]) })}
            />
          ))
        )}
      </tbody>
    </table>
  );
}

interface GridRowProps<Row> {
  row: Row;
  odd: boolean;
  columns: GridColumn<Row>[];
  cellStyles: CSSProperties[];
  selected: boolean;
  onToggle: (row: Row, checked: boolean) => void;
  className: string | undefined;
  selectLabel: string;
}

function GridRowCells<Row>({ row, odd, columns, cellStyles, selected, onToggle, className, selectLabel }: GridRowProps<Row>) {
  const classes = [odd ? 'p-row-odd' : '', selected ? 'p-highlight' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <tr role="row" className={classes || undefined}>
      <td role="cell" className="grid-select-column" style={SELECT_STYLE}>
        <input type="checkbox" className="grid-checkbox" checked={selected} onChange={(e) => onToggle(row, e.target.checked)} aria-label={selectLabel} />
      </td>
      {columns.map((c, i) => {
        const content = c.body(row);
        return (
          <td key={c.id} role="cell" className="grid-cell" style={cellStyles[i]} title={typeof content === 'string' ? content : c.text?.(row)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

const GridRow = memo(GridRowCells) as typeof GridRowCells;
