/**
 * The list with the item at `from` moved to `to`, the others shifting to make room; the same list when either place
 * is outside it or both are the same. Drag, keyboard and the move buttons all reorder through it.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inside = (i: number) => Number.isInteger(i) && i >= 0 && i < items.length;
  if (!inside(from) || !inside(to) || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
