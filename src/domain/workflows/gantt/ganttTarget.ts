import type { GetWorkFlowGanttApiArg } from '../../../api/tags/ticket';

/** Whose diagram the Gantt modal shows: a work order's (steps with their tickets) or a workflow definition's. */
export type GanttTarget = { workFlowOrderId: number } | { workFlowId: number };

export function isOrderTarget(target: GanttTarget): target is { workFlowOrderId: number } {
  return 'workFlowOrderId' in target;
}

/** The getWorkFlowGantt query of a target. */
export function ganttQueryArg(target: GanttTarget): GetWorkFlowGanttApiArg {
  return isOrderTarget(target) ? { workFlowOrderId: target.workFlowOrderId } : { workFlowId: target.workFlowId };
}
