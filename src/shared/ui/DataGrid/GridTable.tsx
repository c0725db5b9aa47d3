import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * The grid's table, drawn with plain elements in PrimeReact's class names (the theme styles them).
 * PrimeReact's DataTable spent about 0.9 ms per body cell in its pass-through props machinery, so a
 * page of 100 tickets with every column took seconds; these rows are memoised and only the rows whose
 * selection changed draw again.
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

  const sortBy = (field: string) =>
    props.onSort({ field, order: props.sort.field === field && props.sort.order === 'asc' ? 'desc' : 'asc' });

  return (
    <table className="p-datatable-table p-datatable-scrollable-table" aria-label={props.label} aria-busy={props.loading}>
      <thead className="p-datatable-thead">
        <tr>
          <th className="grid-select-column">
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
                style={c.width ? { minWidth: c.width } : undefined}
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
      <tbody className="p-datatable-tbody">
        {rows.length === 0 ? (
          <tr className="p-datatable-emptymessage">
            <td colSpan={props.columns.length + 1}>{props.loading ? '\u00a0' : props.emptyMessage}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <GridRow
              key={String(row[dataKey])}
              row={row}
              odd={index % 2 === 1}
              columns={props.columns}
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
  selected: boolean;
  onToggle: (row: Row, checked: boolean) => void;
  className: string | undefined;
  selectLabel: string;
}

function GridRowCells<Row>({ row, odd, columns, selected, onToggle, className, selectLabel }: GridRowProps<Row>) {
  const classes = [odd ? 'p-row-odd' : '', selected ? 'p-highlight' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <tr className={classes || undefined}>
      <td className="grid-select-column">
        <input type="checkbox" className="grid-checkbox" checked={selected} onChange={(e) => onToggle(row, e.target.checked)} aria-label={selectLabel} />
      </td>
      {columns.map((c) => (
        <td key={c.id}>{c.body(row) as ReactNode}</td>
      ))}
    </tr>
  );
}

const GridRow = memo(GridRowCells) as typeof GridRowCells;
