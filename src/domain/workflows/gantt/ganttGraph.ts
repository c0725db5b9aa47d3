import type { GanttStepService, GanttStepTicket, WorkFlowGantt } from '../../../api/tags/ticket';

/** One service step of the diagram, drawn once however many parents it has. */
export interface GanttNode {
  /** The step id as text (React Flow and dagre key nodes by string). */
  id: string;
  stepId: number;
  serviceName: string;
  ticket: GanttStepTicket;
  /** Why the step's service cannot run (misconfiguredServices), null when it can. */
  misconfiguredMessage: string | null;
}

export interface GanttEdge {
  id: string;
  source: string;
  target: string;
}

export interface GanttGraph {
  nodes: GanttNode[];
  edges: GanttEdge[];
}

/**
 * The answer's tree as the DAG it stands for (ticket.yaml getWorkFlowGantt): a step under several
 * parents appears under each with the same stepId, its children listed once, so nodes are deduplicated
 * by stepId and every parent -> child occurrence is an edge. Iterative, so a 1,000-step chain cannot
 * overflow the stack.
 */
export function buildGanttGraph(gantt: WorkFlowGantt): GanttGraph {
  const misconfigured = new Map(gantt.misconfiguredServices.map((s) => [s.stepId, s.message]));
  const nodes = new Map<number, GanttNode>();
  const edges = new Map<string, GanttEdge>();
  const stack: { step: GanttStepService; parent: number | null }[] = [{ step: gantt.initialStepService, parent: null }];
  while (stack.length) {
    const { step, parent } = stack.pop()!;
    if (parent !== null) {
      const id = `${parent}-${step.stepId}`;
      if (!edges.has(id)) edges.set(id, { id, source: String(parent), target: String(step.stepId) });
    }
    const known = nodes.get(step.stepId);
    if (!known) {
      nodes.set(step.stepId, {
        id: String(step.stepId),
        stepId: step.stepId,
        serviceName: step.serviceName,
        ticket: step.stepTicket,
        misconfiguredMessage: misconfigured.get(step.stepId) ?? null,
      });
    } else if (!known.ticket && step.stepTicket) {
      known.ticket = step.stepTicket;
    }
    for (let i = step.stepServices.length - 1; i >= 0; i--) stack.push({ step: step.stepServices[i]!, parent: step.stepId });
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

/** A node can be opened (info modal) only when it has a ticket and its service is not misconfigured (spec 000 section 4). */
export function isSelectable(node: GanttNode): boolean {
  return node.ticket !== null && node.misconfiguredMessage === null;
}
