import type { GanttLayout } from './ganttLayout';
import { GANTT_MAX_OPENING_ZOOM, GANTT_READABLE_ZOOM, GANTT_VIEW_PADDING, openingGanttViewport } from './ganttViewport';

/** Columns of `rows[i]` nodes each, 250 px apart, rows 145 px apart, each column centred like dagre does. */
function layoutOf(rows: number[]): GanttLayout {
  const tallest = Math.max(...rows);
  const positions: GanttLayout['positions'] = {};
  rows.forEach((count, column) => {
    const offset = ((tallest - count) * 145) / 2;
    for (let row = 0; row < count; row++) positions[`${column}-${row}`] = { x: column * 250, y: offset + row * 145 };
  });
  return { positions, width: (rows.length - 1) * 250 + 175, height: (tallest - 1) * 145 + 70 };
}

const pane = { width: 1200, height: 600 };

describe('openingGanttViewport', () => {
  it('centres a small diagram at full size, never zooming in past it', () => {
    const layout = layoutOf([1, 2, 1]);
    const view = openingGanttViewport(layout, pane);
    expect(view.zoom).toBe(GANTT_MAX_OPENING_ZOOM);
    expect(view.x).toBe((1200 - layout.width) / 2);
    expect(view.y).toBe((600 - layout.height) / 2);
  });

  it('zooms out as far as a readable size to show a diagram whole', () => {
    const layout = layoutOf([1, 3, 3, 3, 3, 1]);
    const view = openingGanttViewport(layout, pane);
    const fit = (1200 - 2 * GANTT_VIEW_PADDING) / layout.width;
    expect(view.zoom).toBeCloseTo(fit);
    expect(view.zoom).toBeGreaterThanOrEqual(GANTT_READABLE_ZOOM);
    expect(view.x).toBeCloseTo(GANTT_VIEW_PADDING);
  });

  it('opens a diagram too big to read whole at the readable zoom, its start at the left, centred on the first column', () => {
    const layout = layoutOf([1, 8, 12, 12, 8, 12, 12, 8, 12, 12, 8, 1]);
    const view = openingGanttViewport(layout, pane);
    expect(view.zoom).toBe(GANTT_READABLE_ZOOM);
    expect(view.x).toBe(GANTT_VIEW_PADDING);
    const start = layout.positions['0-0']!;
    const startCentreOnScreen = view.y + (start.y + 35) * view.zoom;
    expect(startCentreOnScreen).toBeCloseTo(300);
  });

  it('does not leave empty space above a tall diagram whose start is at its top', () => {
    const layout = layoutOf([1, 12, 12, 12, 12, 12, 12]);
    layout.positions['0-0'] = { x: 0, y: 0 };
    const view = openingGanttViewport(layout, pane);
    expect(view.zoom).toBe(GANTT_READABLE_ZOOM);
    expect(view.y).toBe(GANTT_VIEW_PADDING);
  });

  it('falls back to the unscaled origin while the pane has no size yet', () => {
    expect(openingGanttViewport(layoutOf([1, 2]), { width: 0, height: 0 })).toEqual({ x: 0, y: 0, zoom: 1 });
  });
});
