import { buildTree } from './buildTree';

const row = (id: number, parentId: number) => ({ id, name: `Código ${id}`, enabled: true, parentId });

describe('buildTree', () => {
  it('nests each descendant under its parent, keeping the order given', () => {
    const tree = buildTree([row(2, 1), row(3, 1), row(4, 2), row(5, 4)], 1, 'parentId');
    expect(tree.map((n) => n.row.id)).toEqual([2, 3]);
    expect(tree[0]!.children.map((n) => n.row.id)).toEqual([4]);
    expect(tree[0]!.children[0]!.children.map((n) => n.row.id)).toEqual([5]);
  });

  it('hangs a row whose parent is missing from the root instead of losing it', () => {
    expect(buildTree([row(2, 1), row(7, 99)], 1, 'parentId').map((n) => n.row.id)).toEqual([2, 7]);
  });
});
