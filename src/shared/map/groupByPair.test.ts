import { groupByPair } from './groupByPair';

describe('groupByPair', () => {
  it('numbers groups in order of first appearance and keeps the caller order within each', () => {
    const groups = groupByPair(6, Int32Array.from([5, 7, 5, -3, 7, 5]), Int32Array.from([1, 1, 1, 2, 1, 2]));
    expect(groups.count).toBe(4);
    expect([0, 1, 2, 3].map((group) => groups.items(group))).toEqual([[0, 2], [1, 4], [3], [5]]);
    expect([0, 1, 2, 3].map((group) => [groups.first(group), groups.size(group)])).toEqual([[0, 2], [1, 2], [3, 1], [5, 1]]);
    expect(Array.from(groups.groupOf)).toEqual([0, 1, 0, 2, 1, 3]);
  });

  it('keeps pairs that share a hash slot apart (a full table of neighbours)', () => {
    const total = 5000;
    const xs = Int32Array.from({ length: total }, (_, i) => 36_000_000 + (i % 100));
    const ys = Int32Array.from({ length: total }, (_, i) => 18_000_000 + Math.floor(i / 100) * 2);
    const groups = groupByPair(total, xs, ys);
    expect(groups.count).toBe(total);
    expect(groups.items(4999)).toEqual([4999]);
  });
});
