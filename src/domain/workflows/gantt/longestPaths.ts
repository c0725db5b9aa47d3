/**
 * Each node's rank: the longest path to it from a node without parents, each edge counting its
 * length. O(V + E) over a topological order. Nodes on a cycle (not expected) keep rank 0.
 */
export function longestPaths(nodeIds: readonly string[], edges: readonly (readonly [source: string, target: string, length: number])[]): Map<string, number> {
  const rank = new Map(nodeIds.map((id) => [id, 0]));
  const pending = new Map(nodeIds.map((id) => [id, 0]));
  const outgoing = new Map<string, [string, number][]>(nodeIds.map((id) => [id, []]));
  for (const [source, target, length] of edges) {
    if (!outgoing.has(source) || !pending.has(target)) continue;
    outgoing.get(source)!.push([target, length]);
    pending.set(target, pending.get(target)! + 1);
  }
  const queue = nodeIds.filter((id) => pending.get(id) === 0);
  for (let k = 0; k < queue.length; k++) {
    const from = queue[k]!;
    for (const [to, length] of outgoing.get(from)!) {
      rank.set(to, Math.max(rank.get(to)!, rank.get(from)! + length));
      const left = pending.get(to)! - 1;
      pending.set(to, left);
      if (left === 0) queue.push(to);
    }
  }
  return rank;
}
