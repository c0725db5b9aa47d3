import { transitiveReduction } from './transitiveReduction';

describe('transitiveReduction', () => {
  it('drops an edge whose target is reached through another child', () => {
    const edges: [string, string][] = [['a', 'b'], ['b', 'c'], ['a', 'c'], ['c', 'd'], ['a', 'd']];
    expect(transitiveReduction(['a', 'b', 'c', 'd'], edges)).toEqual([['a', 'b'], ['b', 'c'], ['c', 'd']]);
  });

  it('keeps every edge of a diamond', () => {
    const edges: [string, string][] = [['a', 'b'], ['a', 'c'], ['b', 'd'], ['c', 'd']];
    expect(transitiveReduction(['a', 'b', 'c', 'd'], edges)).toEqual(edges);
  });

  it('works past 32 nodes (several words per bit set)', () => {
    const ids = Array.from({ length: 70 }, (_, i) => `n${i}`);
    const chain = ids.slice(1).map((id, i): [string, string] => [ids[i]!, id]);
    const reduced = transitiveReduction(ids, [...chain, ['n0', 'n69'], ['n33', 'n65']]);
    expect(reduced).toEqual(chain);
  });
});
