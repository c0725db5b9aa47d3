import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below the region's view, so Tab and a short scroll find their next row drawn. */
export const OVERSCAN_ROWS = 3;
/** A row's height until one is measured (the theme's small table: 2.6rem). */
const ESTIMATED_ROW_PX = 42;
/** The header row is row 1 for screen readers; the page's rows follow. */
export const FIRST_BODY_ROW_INDEX = 2;

/** What the scrolling region shows, in rows: the first row in view, how many fit, and a row's height in px. */
export interface RowView {
  top: number;
  count: number;
  height: number;
}

/**
 * The rows to draw, [first, last): those in view plus the overscan, and the row holding the focus
 * (`keep`, -1 for none) wherever it is, so scrolling away never takes the focus with it. Without a
 * view (the region not laid out) every row is drawn.
 */
export function rowWindow(view: RowView | null, rowCount: number, keep: number): { first: number; last: number } {
  if (!view) return { first: 0, last: rowCount };
  // Scrolled past the end (a smaller page came in): the last rows.
  const top = Math.max(0, Math.min(view.top, rowCount - view.count));
  let first = Math.max(0, top - OVERSCAN_ROWS);
  let last = Math.min(rowCount, top + view.count + OVERSCAN_ROWS);
  if (keep >= 0 && keep < rowCount) {
    first = Math.min(first, keep);
    last = Math.max(last, keep + 1);
  }
  return { first, last };
}

/** The table's body rows that are drawn (the header row and an empty message have no row index). */
const bodyRows = (table: HTMLTableElement) => table.tBodies[0]?.querySelectorAll<HTMLElement>(':scope > tr[aria-rowindex]') ?? [];

/**
 * Which rows of a table are in view in its scrolling parent, measured on scroll, on resize and when the
 * rows change; the state changes only when another row comes into view, so scrolling within a row
 * draws nothing. Also scrolls a row into view below the sticky header.
 */
export function useRowWindow(tableRef: RefObject<HTMLTableElement | null>, rowCount: number, columnCount: number) {
  const [view, setView] = useState<RowView | null>(null);

  const measure = useCallback(() => {
    const table = tableRef.current;
    const scroller = table?.parentElement;
    const body = table?.tBodies[0];
    if (!table || !scroller || !body || scroller.clientHeight === 0) return;
    // The drawn rows' mean height: one odd row (a wrapped chip) does not skew the window much.
    const rows = bodyRows(table);
    const firstRow = rows[0];
    const lastRow = rows[rows.length - 1];
    const measured = firstRow && lastRow ? (lastRow.offsetTop + lastRow.offsetHeight - firstRow.offsetTop) / rows.length : 0;
    const height = measured > 0 ? measured : ESTIMATED_ROW_PX;
    const top = Math.max(0, Math.floor((scroller.scrollTop - body.offsetTop) / height));
    const count = Math.ceil(scroller.clientHeight / height) + 1;
    setView((current) => (current && current.top === top && current.count === count && Math.abs(current.height - height) < 0.5 ? current : { top, count, height }));
  }, [tableRef]);

  useLayoutEffect(() => {
    const scroller = tableRef.current?.parentElement;
    if (!scroller) return undefined;
    scroller.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [tableRef, measure]);

  // Another page size or column set: the rows' height and the header's may have changed.
  useLayoutEffect(measure, [measure, rowCount, columnCount]);

  /** Scrolls the region so row `index` shows whole below the sticky header, and takes the new view at once. */
  const scrollToRow = useCallback(
    (index: number) => {
      const table = tableRef.current;
      const scroller = table?.parentElement;
      const body = table?.tBodies[0];
      if (!view || !scroller || !body) return;
      // The body starts below the header, which sticks over the region's top.
      const underHeader = index * view.height;
      const rowBottom = body.offsetTop + (index + 1) * view.height;
      if (underHeader < scroller.scrollTop) scroller.scrollTo({ top: underHeader });
      else if (rowBottom > scroller.scrollTop + scroller.clientHeight) scroller.scrollTo({ top: rowBottom - scroller.clientHeight });
      measure();
    },
    [tableRef, view, measure],
  );

  return { view, scrollToRow };
}
