import type { CatalogueRow } from '../catalogueTypes';
import { rowValue } from '../rowValue';

export interface TreeNode<Row extends CatalogueRow = CatalogueRow> {
  row: Row;
  children: TreeNode<Row>[];
}

/**
 * The descendants of `rootId` nested under their parents, in the order given within each parent. A row
 * whose parent is not among them (a page cut, a race with a delete) hangs from the root rather than vanish.
 */
export function buildTree<Row extends CatalogueRow>(rows: readonly Row[], rootId: number, parentField: string): TreeNode<Row>[] {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as TreeNode<Row>[] }]));
  const top: TreeNode<Row>[] = [];
  for (const node of nodes.values()) {
    const parentId = rowValue(node.row, parentField);
    const parent = typeof parentId === 'number' && parentId !== rootId ? nodes.get(parentId) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return top;
}
