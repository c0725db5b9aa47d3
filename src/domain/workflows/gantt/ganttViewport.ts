import { GANTT_NODE_HEIGHT, type GanttLayout } from './ganttLayout';

/**
 * How the diagram opens. Zoomed out to show 300 steps at once, a node's 12 px label is about 1 px and
 * the page draws every node and edge (over a second on a 2-core machine: npm run bench -- gantt). So
 * the diagram opens at a zoom where labels can be read, whole if it fits, otherwise from its start;
 * "fit view" in the controls still shows all of it.
 */
export const GANTT_READABLE_ZOOM = 0.75;
export const GANTT_MAX_OPENING_ZOOM = 1;
export const GANTT_VIEW_PADDING = 24;
/** From this many steps only the nodes and edges in view are in the page (React Flow's onlyRenderVisibleElements). */
export const GANTT_VISIBLE_ONLY_MIN_NODES = 100;

export interface GanttViewport {
  x: number;
  y: number;
  zoom: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The opening viewport for a pane of the given size: the whole diagram centred when it fits at a
 * readable zoom; otherwise at that zoom, its first column at the left edge and centred on the pane's
 * height (as far as the diagram reaches).
 */
export function openingGanttViewport(layout: GanttLayout, pane: { width: number; height: number }): GanttViewport {
  const room = { width: pane.width - 2 * GANTT_VIEW_PADDING, height: pane.height - 2 * GANTT_VIEW_PADDING };
  if (room.width <= 0 || room.height <= 0 || layout.width <= 0 || layout.height <= 0) return { x: 0, y: 0, zoom: 1 };
  const fit = Math.min(room.width / layout.width, room.height / layout.height);
  const zoom = clamp(fit, GANTT_READABLE_ZOOM, GANTT_MAX_OPENING_ZOOM);
  const width = layout.width * zoom;
  const height = layout.height * zoom;
  const x = width <= room.width ? (pane.width - width) / 2 : GANTT_VIEW_PADDING;
  if (height <= room.height) return { x, y: (pane.height - height) / 2, zoom };
  const positions = Object.values(layout.positions);
  const left = Math.min(...positions.map((p) => p.x));
  const firstColumn = positions.filter((p) => p.x === left).map((p) => p.y);
  const top = Math.min(...firstColumn);
  const bottom = Math.max(...firstColumn) + GANTT_NODE_HEIGHT;
  const centred = pane.height / 2 - ((top + bottom) / 2) * zoom;
  const y = clamp(centred, pane.height - GANTT_VIEW_PADDING - height, GANTT_VIEW_PADDING);
  return { x, y, zoom };
}
