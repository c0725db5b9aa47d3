import type { GanttNode } from './ganttGraph';
import type { NodeColors } from './ganttColors';

/** A node as the diagram and the PDF draw it. */
export interface GanttNodeItem {
  node: GanttNode;
  colors: NodeColors;
  /** The ticket's status name from the catalogue, null without a ticket. */
  statusName: string | null;
  selectable: boolean;
}
