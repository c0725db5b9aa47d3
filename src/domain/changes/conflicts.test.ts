import { fallsOnWeekend, findConflicts, type PlannedWindow } from './conflicts';

const H = 3_600_000;
const at = (day: number, hour: number) => new Date(2026, 11, day, hour).getTime();
const change = (id: number, start: number, end: number, locationId: number, productIds: number[] = []): PlannedWindow => ({ id, start, end, locationId, productIds });

describe('change conflicts', () => {
  it('finds windows overlapping on a component or a location, not those that only touch or lie elsewhere', () => {
    const conflicts = findConflicts([
      change(1, at(10, 8), at(10, 12), 1, [100, 101]),
      change(2, at(10, 11), at(10, 13), 2, [101]), // same component, another location (it moved)
      change(3, at(10, 12), at(10, 14), 1, [100]), // touches change 1's end
      change(4, at(10, 9), at(10, 10), 1, []), // same location only
      change(5, at(10, 9), at(10, 10), 7, [300]),
    ]);
    expect(conflicts.get(1)).toEqual([{ otherId: 2, productIds: [101] }, { otherId: 4, productIds: [] }]);
    expect(conflicts.get(2)).toEqual([{ otherId: 1, productIds: [101] }]);
    expect(conflicts.has(3)).toBe(false);
    expect(conflicts.has(5)).toBe(false);
  });

  it('checks 2,000 changes by sorting and sweeping, giving the same pairs as comparing every pair', () => {
    const changes = Array.from({ length: 2000 }, (_, i) => {
      const start = at(1, 0) + ((i * 7919) % (30 * 24)) * H;
      return change(i + 1, start, start + (1 + (i % 12)) * H, 1 + (i % 50), [1000 + (i % 200)]);
    });
    const conflicts = findConflicts(changes);
    const overlap = (a: PlannedWindow, b: PlannedWindow) =>
      a.start < b.end && b.start < a.end && (a.locationId === b.locationId || a.productIds.some((p) => b.productIds.includes(p)));
    const expected = changes.map((a) => changes.filter((b) => b.id !== a.id && overlap(a, b)).map((b) => b.id).sort((x, y) => x - y));
    expect(changes.map((a) => (conflicts.get(a.id) ?? []).map((c) => c.otherId).sort((x, y) => x - y))).toEqual(expected);
    expect(expected.some((ids) => ids.length > 0)).toBe(true);
  });

  it('flags a window on a Saturday or Sunday, and one of a week or more', () => {
    // 12 December 2026 is a Saturday.
    expect(fallsOnWeekend(at(11, 20), at(11, 23))).toBe(false);
    expect(fallsOnWeekend(at(11, 20), at(12, 2))).toBe(true);
    expect(fallsOnWeekend(at(14, 8), at(14, 9))).toBe(false);
    expect(fallsOnWeekend(at(13, 8), at(13, 9))).toBe(true);
    expect(fallsOnWeekend(at(14, 8), at(21, 8))).toBe(true);
  });
});
