import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { FIRST_BODY_ROW_INDEX } from './rowWindow';

/** Where the arrow keys and Home/End move the focus from row `index` of `count`; undefined for other keys. */
function targetRow(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Elements inside a row whose own keys the arrows do not need (a text box or a select keeps them). */
const PASSES_ARROWS = 'a, button, input[type="checkbox"]';

/**
 * Row-to-row keyboard navigation for a table that draws only some of its rows: from a row or a link,
 * button or checkbox in it, ArrowUp/ArrowDown move the focus to the previous or next row and Home/End
 * to the page's first or last, drawing and scrolling to rows outside the window. The row holding the
 * focus is reported (`focusKey`) so the table keeps drawing it wherever the region scrolls.
 */
export function useRowNavigation<Row>(options: {
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  scrollToRow: (index: number) => void;
}) {
  const { bodyRef, rows, keyOf, scrollToRow } = options;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // The row to focus once it is drawn.
  const pending = useRef<number | null>(null);

  const drawnRow = (index: number) => bodyRef.current?.querySelector<HTMLElement>(`:scope > tr[aria-rowindex="${index + FIRST_BODY_ROW_INDEX}"]`);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    const row = drawnRow(pending.current);
    pending.current = null;
    row?.focus();
  });

  const rowOf = (target: EventTarget, body: HTMLElement) => {
    const row = (target as HTMLElement).closest?.('tr[aria-rowindex]');
    return row && row.parentElement === body ? Number(row.getAttribute('aria-rowindex')) - FIRST_BODY_ROW_INDEX : null;
  };

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = rowOf(event.target, event.currentTarget);
    const row = index === null ? undefined : rows[index];
    setFocusKey(row === undefined ? null : keyOf(row));
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusKey(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    // Keys from a dialog a cell opened reach here through the React tree: only the table's own count.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !event.currentTarget.contains(event.target as Node)) return;
    const element = event.target as HTMLElement;
    const index = rowOf(element, event.currentTarget);
    if (index === null || (element.tagName !== 'TR' && !element.matches(PASSES_ARROWS))) return;
    const target = targetRow(event.key, index, rows.length);
    if (target === undefined) return;
    event.preventDefault();
    scrollToRow(target);
    const row = drawnRow(target);
    if (row) row.focus();
    else pending.current = target;
    setFocusKey(keyOf(rows[target]!));
  };

  return { focusKey, onFocus, onBlur, onKeyDown };
}
