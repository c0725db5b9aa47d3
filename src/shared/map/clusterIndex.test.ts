import { createClusterIndex, type ClusterItem } from './clusterIndex';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** [lng, lat, status] per point. */
function indexOf(points: [number, number, number][], firstZoom = 5) {
  return createClusterIndex({
    coordinates: Float64Array.from(points.flatMap(([lng, lat]) => [lng, lat])),
    statuses: Uint16Array.from(points.map(([, , status]) => status)),
    statusCount: 2,
    firstZoom,
    maxZoom: 16,
  });
}

const countOf = (items: ClusterItem[]) => items.reduce((sum, item) => sum + (item.kind === 'point' ? 1 : item.count), 0);

describe('the cluster index', () => {
  it('accounts for every point at every zoom, in both its indexes, with counts per status, several at one place included', () => {
    // 500 points at 250 places, two at each.
    const points: [number, number, number][] = Array.from({ length: 500 }, (_, i) => [-110 + (i % 25) * 0.37, 18 + Math.floor(i / 50) * 0.41, i % 3 === 0 ? 1 : 0]);
    const index = indexOf(points);
    for (let zoom = 3; zoom <= 16; zoom++) expect({ zoom, count: countOf(index.items(WORLD, zoom)) }).toEqual({ zoom, count: 500 });
    const groups = index.items(WORLD, 3).filter((item) => item.kind === 'group');
    expect(groups.reduce((sum, group) => sum + group.counts[1]!, 0)).toBe(167);
  });

  it('opens a group of the first view towards the bounds of its places, and a later one at the zoom where it splits', () => {
    const index = indexOf([
      [-100.31, 25.67, 0],
      [-100.36, 25.72, 0],
      [-100.26, 25.64, 1],
    ]);
    const [first] = index.items(WORLD, 5);
    expect(first).toMatchObject({ kind: 'group', count: 3 });
    const opening = index.opening(first!.key);
    expect(opening).toMatchObject({ kind: 'zoom', zoom: 6 });
    const bounds = opening.kind === 'zoom' ? opening.bounds! : [];
    [-100.36, 25.64, -100.26, 25.72].forEach((edge, i) => expect(bounds[i]).toBeCloseTo(edge, 6));
    expect(index.leaves(first!.key, 0, 10).sort()).toEqual([0, 1, 2]);
    const [later] = index.items(WORLD, 7);
    const splits = index.opening(later!.key);
    expect(splits.kind === 'zoom' && splits.zoom > 7 && !splits.bounds).toBe(true);
  });

  it('lists a group no zoom of the map splits: one place, or places a metre apart', () => {
    const index = indexOf([
      [-103.35, 20.67, 0],
      [-103.35, 20.67, 1],
      [-103.35001, 20.67001, 0],
    ]);
    const [group] = index.items(WORLD, 16);
    expect(group).toMatchObject({ kind: 'group', count: 3, counts: [2, 1] });
    expect(index.opening(group!.key)).toEqual({ kind: 'list', total: 3 });
    expect(index.leaves(group!.key, 0, 5).sort()).toEqual([0, 1, 2]);
    expect(index.leaves(group!.key, 2, 5)).toHaveLength(1);
  });
});
