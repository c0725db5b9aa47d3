/**
 * The edges of a DAG without its shortcuts: u -> w is dropped when w is also reached from u through
 * another child. Reachability is a bit set per node, filled in reverse topological order, so this is
 * O(V * E / 32). Edges of a cycle (not expected) are kept as they are.
 */
export function transitiveReduction(nodeIds: readonly string[], edges: readonly [string, string][]): [string, string][] {
  const index = new Map(nodeIds.map((id, i) => [id, i]));
  const children: number[][] = nodeIds.map(() => []);
  const pending = nodeIds.map(() => 0);
  for (const [source, target] of edges) {
    const v = index.get(source);
    const w = index.get(target);
    if (v === undefined || w === undefined) continue;
    children[v]!.push(w);
    pending[w]! += 1;
  }
  const order = nodeIds.map((_, i) => i).filter((i) => pending[i] === 0);
  for (let k = 0; k < order.length; k++) {
    for (const w of children[order[k]!]!) if (--pending[w]! === 0) order.push(w);
  }
  if (order.length < nodeIds.length) return edges.map(([a, b]) => [a, b]);

  const words = Math.ceil(nodeIds.length / 32);
  const reach = nodeIds.map(() => new Uint32Array(words));
  for (let k = order.length - 1; k >= 0; k--) {
    const v = order[k]!;
    const own = reach[v]!;
    for (const w of children[v]!) {
      own[w >> 5]! |= 1 << (w & 31);
      const theirs = reach[w]!;
      for (let i = 0; i < words; i++) own[i]! |= theirs[i]!;
    }
  }
  const reaches = (from: number, to: number) => (reach[from]![to >> 5]! & (1 << (to & 31))) !== 0;
  return edges.filter(([source, target]) => {
    const v = index.get(source);
    const w = index.get(target);
    if (v === undefined || w === undefined) return false;
    return !children[v]!.some((c) => c !== w && reaches(c, w));
  });
}
