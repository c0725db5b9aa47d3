/**
 * Conflicts between planned changes (issue 33, beyond the specification): two changes whose windows overlap on the same
 * configuration component or the same location, and a window that falls on a weekend. Weekends only until the locations
 * issue brings the holiday calendar of each country. Pure, and fast enough for a calendar's 2,000 changes: per component
 * and per location, the windows sorted by start and swept once (O(n log n) plus the conflicts found), never all pairs.
 */

/** What the check reads of a change: its window (ms since the epoch), place and components. */
export interface PlannedWindow {
  id: number;
  start: number;
  end: number;
  locationId: number;
  productIds: readonly number[];
}

export interface ChangeConflict {
  /** The other change. */
  otherId: number;
  /** The components both touch (empty when they only share the location). */
  productIds: number[];
}

interface Interval {
  id: number;
  start: number;
  end: number;
}

/** Calls `found(a, b)` for each pair of intervals that overlap (touching ends do not). */
function sweep(intervals: Interval[], found: (a: number, b: number) => void) {
  intervals.sort((x, y) => x.start - y.start);
  let active: Interval[] = [];
  for (const next of intervals) {
    active = active.filter((a) => a.end > next.start);
    for (const a of active) found(a.id, next.id);
    active.push(next);
  }
}

/** Each change's conflicts, by change id (a change without any is absent). */
export function findConflicts(changes: readonly PlannedWindow[]): Map<number, ChangeConflict[]> {
  const byKey = new Map<string, Interval[]>();
  const add = (key: string, c: PlannedWindow) => {
    const list = byKey.get(key);
    const interval = { id: c.id, start: c.start, end: c.end };
    if (list) list.push(interval);
    else byKey.set(key, [interval]);
  };
  for (const c of changes) {
    if (!(c.end > c.start)) continue;
    add(`L${c.locationId}`, c);
    for (const p of new Set(c.productIds)) add(`P${p}`, c);
  }
  // One entry per pair, with the components it shares.
  const pairs = new Map<string, { a: number; b: number; productIds: number[] }>();
  for (const [key, intervals] of byKey) {
    if (intervals.length < 2) continue;
    sweep(intervals, (x, y) => {
      const [a, b] = x < y ? [x, y] : [y, x];
      const pairKey = `${a}:${b}`;
      const pair = pairs.get(pairKey) ?? { a, b, productIds: [] };
      if (key.startsWith('P')) pair.productIds.push(Number(key.slice(1)));
      pairs.set(pairKey, pair);
    });
  }
  const result = new Map<number, ChangeConflict[]>();
  const push = (id: number, conflict: ChangeConflict) => {
    const list = result.get(id);
    if (list) list.push(conflict);
    else result.set(id, [conflict]);
  };
  for (const { a, b, productIds } of pairs.values()) {
    const shared = productIds.sort((x, y) => x - y);
    push(a, { otherId: b, productIds: shared });
    push(b, { otherId: a, productIds: shared });
  }
  for (const list of result.values()) list.sort((x, y) => x.otherId - y.otherId);
  return result;
}

const DAY = 86_400_000;

/** Whether a window touches a Saturday or Sunday in the viewer's zone (the holiday calendar's place until it exists). */
export function fallsOnWeekend(start: number, end: number): boolean {
  if (end - start >= 7 * DAY) return true;
  const day = new Date(start);
  day.setHours(0, 0, 0, 0);
  for (; day.getTime() < end; day.setDate(day.getDate() + 1)) {
    const weekday = day.getDay();
    if (weekday === 0 || weekday === 6) return true;
  }
  return false;
}
