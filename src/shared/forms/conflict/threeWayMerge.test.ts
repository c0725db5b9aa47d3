import { mergeIdLists, threeWayMerge } from './threeWayMerge';

const opened = { rowVersion: 3, name: 'Router', price: 10, tags: [1, 2] };

describe('merging an edit with the version someone else saved meanwhile', () => {
  it('takes their value where the user left the field as opened, and their row version', () => {
    const { merged, clashes, takenFromTheirs } = threeWayMerge(opened, { ...opened, price: 12 }, { ...opened, rowVersion: 4, name: 'Switch' });
    expect(merged).toEqual({ rowVersion: 4, name: 'Switch', price: 12, tags: [1, 2] });
    expect(clashes).toEqual([]);
    expect(takenFromTheirs).toEqual(['rowVersion', 'name']);
  });

  it('keeps what the user typed where both changed a field differently, and lists it as a clash', () => {
    const { merged, clashes } = threeWayMerge(opened, { ...opened, name: 'Mine' }, { ...opened, rowVersion: 4, name: 'Theirs' });
    expect(merged.name).toBe('Mine');
    expect(clashes).toEqual([{ name: 'name', mine: 'Mine', theirs: 'Theirs' }]);
  });

  it('is no clash when both made the same change, and reads a list in another order as the same choice', () => {
    const { clashes, takenFromTheirs } = threeWayMerge(opened, { ...opened, name: 'Same', tags: [2, 1] }, { ...opened, rowVersion: 4, name: 'Same' });
    expect(clashes).toEqual([]);
    expect(takenFromTheirs).toEqual(['rowVersion']);
  });

  it('treats an emptied field as a change: the user clearing it is kept, as is their clearing it', () => {
    expect(threeWayMerge(opened, { ...opened, name: null }, { ...opened, rowVersion: 4 }).merged.name).toBeNull();
    expect(threeWayMerge(opened, { ...opened }, { ...opened, rowVersion: 4, name: null }).merged.name).toBeNull();
  });
});

describe('merging a list of chosen ids with the one someone else saved meanwhile', () => {
  it('adds what the user added and removes what the user removed, keeping their own changes', () => {
    // Read [1, 2, 3]; the user removed 2 and added 4; they removed 3 and added 5.
    expect(mergeIdLists([1, 2, 3], [1, 3, 4], [1, 2, 5])).toEqual([1, 5, 4]);
  });

  it('is their list when the user changed nothing, and the user’s when they changed nothing', () => {
    expect(mergeIdLists([1, 2], [1, 2], [2, 7])).toEqual([2, 7]);
    expect(mergeIdLists([1, 2], [2, 9], [1, 2])).toEqual([2, 9]);
  });
});
