import { GANTT_COLUMN_STEP, GANTT_NODE_GAP, GANTT_NODE_HEIGHT, type GanttLayoutInput } from './ganttLayout';
import { layoutGanttInPage } from './layoutGanttDiagram';

/** 1 -> 2, 1 -> 3, 1 -> 4, 2 -> 5, 3 -> 5, 4 -> 5, 5 -> 6. */
const input: GanttLayoutInput = {
  nodeIds: ['1', '2', '3', '4', '5', '6'],
  edges: [['1', '2'], ['1', '3'], ['1', '4'], ['2', '5'], ['3', '5'], ['4', '5'], ['5', '6']],
};

describe('layoutGantt', () => {
  it('puts each depth in its own column, 250 px apart, left to right', async () => {
    const { positions } = await layoutGanttInPage(input);
    const x = (id: string) => positions[id]!.x;
    expect(x('1')).toBe(0);
    expect(new Set([x('2'), x('3'), x('4')]).size).toBe(1);
    expect(x('2') - x('1')).toBe(GANTT_COLUMN_STEP);
    expect(GANTT_COLUMN_STEP).toBe(250);
    expect(x('5') - x('2')).toBe(250);
    expect(x('6') - x('5')).toBe(250);
  });

  it('leaves 75 px between the nodes of a column', async () => {
    const { positions } = await layoutGanttInPage(input);
    const ys = ['2', '3', '4'].map((id) => positions[id]!.y).sort((a, b) => a - b);
    expect(GANTT_NODE_GAP).toBe(75);
    expect(ys[1]! - ys[0]!).toBe(GANTT_NODE_HEIGHT + GANTT_NODE_GAP);
    expect(ys[2]! - ys[1]!).toBe(GANTT_NODE_HEIGHT + GANTT_NODE_GAP);
  });

  it('reports the drawing’s size: four columns of nodes, three rows in the widest column', async () => {
    const layout = await layoutGanttInPage(input);
    expect(layout.width).toBe(3 * 250 + 175);
    expect(layout.height).toBe(3 * 70 + 2 * 75);
  });

  it('puts a step with parents at different depths one column after the deepest, shortcut edges or not', async () => {
    const { positions } = await layoutGanttInPage({
      nodeIds: ['a', 'b', 'c', 'd', 'e'],
      edges: [['a', 'b'], ['b', 'c'], ['c', 'e'], ['a', 'd'], ['d', 'e'], ['a', 'e']],
    });
    expect(positions['e']!.x).toBe(3 * 250);
    expect(positions['d']!.x).toBe(250);
  });
});
