/** A node of a CheckTree: a branch (children) or a leaf that stands for one value. */
export interface TreeChoice {
  key: string;
  label: string;
  /** The leaf's value; absent on branches. */
  value?: number;
  /** A second line under a leaf (what the choice means). */
  hint?: string;
  children?: readonly TreeChoice[];
}

/** Every leaf value under the nodes, depth first. */
export function leafValues(nodes: readonly TreeChoice[]): number[] {
  return nodes.flatMap((n) => (n.children ? leafValues(n.children) : n.value === undefined ? [] : [n.value]));
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The tree narrowed to leaves whose label or hint holds the query (accents and case ignored), with the
 * branches that lead to them; a branch whose own name matches keeps everything under it.
 */
export function filterTree(nodes: readonly TreeChoice[], query: string): readonly TreeChoice[] {
  const wanted = fold(query.trim());
  if (!wanted) return nodes;
  const matches = (n: TreeChoice) => fold(n.label).includes(wanted) || (n.hint !== undefined && fold(n.hint).includes(wanted));
  const keep = (list: readonly TreeChoice[]): TreeChoice[] =>
    list.flatMap((n) => {
      if (matches(n)) return [n];
      if (!n.children) return [];
      const children = keep(n.children);
      return children.length ? [{ ...n, children }] : [];
    });
  return keep(nodes);
}
