import { moveItem } from './moveItem';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves down and up, the others shifting', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps the list as it is for the same place or one outside it, and never changes its input', () => {
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 0, list.length)).toEqual(list);
    expect(moveItem(list, 0.5, 1)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is a permutation that puts the moved item where asked, for every pair of places', () => {
    for (let from = 0; from < list.length; from++) {
      for (let to = 0; to < list.length; to++) {
        const moved = moveItem(list, from, to);
        expect([...moved].sort()).toEqual(list);
        expect(moved[to]).toBe(list[from]);
      }
    }
  });
});
