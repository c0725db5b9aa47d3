import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { DataGrid, type GridColumn } from './DataGrid';
import { useColumnVisibility } from './columnVisibility';
import { FIRST_BODY_ROW_INDEX, OVERSCAN_ROWS } from './rowWindow';

interface Row {
  id: number;
  name: string;
}

const COLUMNS: GridColumn<Row>[] = [
  { id: 'id', header: 'Número', body: (r) => r.id },
  { id: 'name', header: 'Nombre', body: (r) => r.name },
];
const PAGE_ROWS = 100;
const ROWS: Row[] = Array.from({ length: PAGE_ROWS }, (_, i) => ({ id: i + 1, name: `Fila ${i + 1}` }));

// jsdom lays nothing out: the region, its header and its rows get the sizes a browser would give them.
const REGION_PX = 400;
const HEADER_PX = 48;
const ROW_PX = 40;
/** Rows the region shows (a partly shown one at each end included), as the window counts them. */
const ROWS_IN_VIEW = Math.ceil(REGION_PX / ROW_PX) + 1;
let scrollTop = 0;

const isRegion = (element: Element) => element.classList.contains('p-datatable-wrapper');

beforeEach(() => {
  scrollTop = 0;
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isRegion(this) ? REGION_PX : 0;
  });
  jest.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return isRegion(this) ? scrollTop : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TR' ? ROW_PX : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'TBODY') return HEADER_PX;
    const index = Number(this.getAttribute('aria-rowindex'));
    return this.tagName === 'TR' && index >= FIRST_BODY_ROW_INDEX ? HEADER_PX + (index - FIRST_BODY_ROW_INDEX) * ROW_PX : 0;
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (isRegion(this) && typeof options === 'object') scrollTop = options.top ?? scrollTop;
  } as Element['scrollTo'];
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollTo;
});

function Harness() {
  const visibility = useColumnVisibility('window-grid', COLUMNS.map((c) => c.id));
  const [selection, setSelection] = useState<Row[]>([]);
  return (
    <DataGrid
      visibility={visibility}
      label="Filas de prueba"
      rows={ROWS}
      dataKey="id"
      columns={COLUMNS}
      totalCount={500}
      page={{ pageNumber: 1, pageSize: PAGE_ROWS }}
      pageSizes={[25, 50, PAGE_ROWS]}
      onPage={jest.fn()}
      sort={{ field: 'id', order: 'asc' }}
      onSort={jest.fn()}
      loading={false}
      emptyMessage="Sin filas"
      selection={selection}
      onSelectionChange={setSelection}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Filas de prueba' });
const region = () => screen.getByRole('region', { name: 'Filas de prueba' });
/** The aria-rowindex of the body rows drawn, in order. */
const drawnIndexes = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.getAttribute('aria-rowindex')));
const rowIndex = (n: number) => n - 1 + FIRST_BODY_ROW_INDEX;
const scrollTo = (rowsDown: number) => {
  scrollTop = HEADER_PX + rowsDown * ROW_PX;
  fireEvent.scroll(region());
};
const focusedRow = () => (document.activeElement as HTMLElement).closest('tr');

describe('DataGrid with more rows than its region shows', () => {
  it('draws the rows in view and a few more, and tells screen readers the page’s row count and each row’s place', () => {
    renderWithApp(<Harness />);
    expect(table()).toHaveAttribute('aria-rowcount', String(PAGE_ROWS + 1));
    expect(within(table()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const lastDrawn = ROWS_IN_VIEW + OVERSCAN_ROWS;
    expect(drawnIndexes()).toEqual(ROWS.slice(0, lastDrawn).map((r) => rowIndex(r.id)));

    scrollTo(50);
    expect(drawnIndexes()[0]).toBe(rowIndex(51 - OVERSCAN_ROWS));
    expect(drawnIndexes().at(-1)).toBe(rowIndex(50 + ROWS_IN_VIEW + OVERSCAN_ROWS));
    // The rows above keep their place: the first drawn row sits where it would with every row drawn.
    expect(table().querySelector('tbody')).toHaveStyle({ paddingTop: `${(50 - OVERSCAN_ROWS) * ROW_PX}px` });

    scrollTo(PAGE_ROWS - ROWS_IN_VIEW + 1);
    expect(within(table()).getByRole('row', { name: /Fila 100$/ })).toHaveAttribute('aria-rowindex', String(PAGE_ROWS + 1));
  });

  it('moves the focus from row to row with the arrow keys past the drawn rows, and to the page’s ends with Home and End', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    act(() => screen.getByRole('checkbox', { name: 'Seleccionar la fila 1' }).focus());
    const lastDrawn = ROWS_IN_VIEW + OVERSCAN_ROWS;
    for (let presses = 1; presses <= lastDrawn; presses++) await user.keyboard('{ArrowDown}');
    expect(focusedRow()).toBe(document.activeElement);
    expect(focusedRow()).toHaveAttribute('aria-rowindex', String(rowIndex(lastDrawn + 1)));
    expect(focusedRow()).toHaveTextContent(`Fila ${lastDrawn + 1}`);

    await user.keyboard('{End}');
    expect(focusedRow()).toHaveAttribute('aria-rowindex', String(PAGE_ROWS + 1));
    expect(drawnIndexes()).not.toContain(rowIndex(1));
    await user.keyboard('{ArrowUp}');
    expect(focusedRow()).toHaveTextContent(`Fila ${PAGE_ROWS - 1}`);
    await user.keyboard('{Home}');
    expect(focusedRow()).toHaveAttribute('aria-rowindex', String(rowIndex(1)));
    await user.keyboard('{ArrowUp}');
    expect(focusedRow()).toHaveAttribute('aria-rowindex', String(rowIndex(1)));
  });

  it('keeps the focused row drawn, and the focus in it, when the region scrolls far from it', () => {
    renderWithApp(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Seleccionar la fila 2' });
    act(() => box.focus());
    scrollTo(PAGE_ROWS - ROWS_IN_VIEW + 1);
    expect(box).toHaveFocus();
    expect(drawnIndexes()).toContain(rowIndex(PAGE_ROWS));

    act(() => box.blur());
    scrollTo(PAGE_ROWS - ROWS_IN_VIEW);
    expect(drawnIndexes()).not.toContain(rowIndex(2));
  });
});
