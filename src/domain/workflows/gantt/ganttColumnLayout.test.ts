import { syntheticGantt } from '../../../../test/sandbox/workflow/syntheticGantt';
import { closestSpaced, layoutGanttColumns } from './ganttColumnLayout';
import { buildGanttGraph } from './ganttGraph';
import { GANTT_DAGRE_MAX_NODES, GANTT_NODE_HEIGHT, type GanttLayoutInput } from './ganttLayout';
import { layoutGanttInPage } from './layoutGanttDiagram';

const centreY = (layout: { positions: Record<string, { y: number }> }, id: string) => layout.positions[id]!.y + GANTT_NODE_HEIGHT / 2;

function syntheticInput(steps: number): GanttLayoutInput {
  const graph = buildGanttGraph(syntheticGantt(steps, 7));
  return { nodeIds: graph.nodes.map((n) => n.id), edges: graph.edges.map((e) => [e.source, e.target]) };
}

describe('closestSpaced', () => {
  it('spreads equal wishes evenly around them', () => {
    expect(closestSpaced([0, 0, 0], 145)).toEqual([-145, 0, 145]);
  });

  it('keeps wishes already far enough apart', () => {
    expect(closestSpaced([0, 500, 1000], 145)).toEqual([0, 500, 1000]);
  });

  it('pushes two close wishes apart by the same amount each', () => {
    expect(closestSpaced([0, 100, 900], 145)).toEqual([-22.5, 122.5, 900]);
  });
});

describe('layoutGanttColumns', () => {
  // a -> b, a -> c, a -> d; b -> e, d -> e; e -> f -> g; a -> g (a shortcut)
  const input: GanttLayoutInput = {
    nodeIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
    edges: [['a', 'b'], ['a', 'c'], ['a', 'd'], ['b', 'e'], ['d', 'e'], ['e', 'f'], ['f', 'g'], ['a', 'g']],
  };
  const layout = layoutGanttColumns(input);
  const x = (id: string) => layout.positions[id]!.x;

  it('puts each depth in its own column, 250 px apart, shortcut edges or not', () => {
    expect(['a', 'b', 'e', 'f', 'g'].map(x)).toEqual([0, 250, 500, 750, 1000]);
    expect(x('c')).toBe(250);
    expect(x('d')).toBe(250);
  });

  it('centres children on their parent, 75 px apart', () => {
    const ys = ['b', 'c', 'd'].map((id) => centreY(layout, id));
    expect(ys[1]! - ys[0]!).toBe(GANTT_NODE_HEIGHT + 75);
    expect(ys[2]! - ys[1]!).toBe(GANTT_NODE_HEIGHT + 75);
    expect(ys[1]).toBe(centreY(layout, 'a'));
  });

  it('puts a step with two parents between them and keeps a chain straight', () => {
    expect(centreY(layout, 'e')).toBe((centreY(layout, 'b') + centreY(layout, 'd')) / 2);
    expect(centreY(layout, 'f')).toBe(centreY(layout, 'e'));
    expect(centreY(layout, 'g')).toBe(centreY(layout, 'e'));
  });

  it('starts the drawing at the top left and reports its size', () => {
    const ys = Object.values(layout.positions).map((p) => p.y);
    expect(Math.min(...ys)).toBe(0);
    expect(layout.height).toBe(Math.max(...ys) + GANTT_NODE_HEIGHT);
    expect(layout.width).toBe(4 * 250 + 175);
  });

  it('never overlaps two steps of a column in a 1,000-step work order', () => {
    const input = syntheticInput(1000);
    const big = layoutGanttColumns(input);
    // Every step has a place: an empty layout would pass the overlap check below.
    expect(input.nodeIds.length).toBeGreaterThanOrEqual(1000);
    expect(Object.keys(big.positions).sort()).toEqual([...input.nodeIds].sort());
    const columns = new Map<number, number[]>();
    for (const { x: left, y } of Object.values(big.positions)) columns.set(left, [...(columns.get(left) ?? []), y]);
    for (const ys of columns.values()) {
      ys.sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(GANTT_NODE_HEIGHT + 75 - 1e-6);
    }
  });
});

describe('layoutGanttInPage', () => {
  it(`lays out with the column layout above ${GANTT_DAGRE_MAX_NODES} steps`, async () => {
    const input = syntheticInput(GANTT_DAGRE_MAX_NODES + 50);
    expect(input.nodeIds.length).toBeGreaterThan(GANTT_DAGRE_MAX_NODES);
    expect(await layoutGanttInPage(input)).toEqual(layoutGanttColumns(input));
  });

  it(`lays out with dagre up to ${GANTT_DAGRE_MAX_NODES} steps`, async () => {
    const input = syntheticInput(60);
    expect(await layoutGanttInPage(input)).not.toEqual(layoutGanttColumns(input));
  });
});
