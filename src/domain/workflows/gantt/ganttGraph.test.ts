import type { GanttStepService, WorkFlowGantt } from '../../../api/tags/ticket';
import { buildGanttGraph, isSelectable } from './ganttGraph';

const step = (stepId: number, children: GanttStepService[] = [], ticketId: number | null = null): GanttStepService => ({
  stepId,
  serviceId: 100 + stepId,
  serviceName: `Servicio ${stepId}`,
  stepServices: children,
  stepTicket: ticketId === null ? null : { ticketId, ticketStatusId: 7, ticketClientGroup: 9 },
});

/** 1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4 (4 listed with its child under 2 only), 4 -> 5. */
function diamond(): WorkFlowGantt {
  return {
    workFlowId: 1,
    workFlowName: 'Alta de sucursal',
    workFlowKey: 'WF-1',
    workFlowOrderId: 9,
    workFlowOrderKey: 'ODT-9',
    initialStepService: step(1, [step(2, [step(4, [step(5)], 500)], 200), step(3, [step(4)], 300)], 100),
    misconfiguredServices: [{ ...step(3), stepServices: [], message: 'El servicio no tiene flujo de estatus' }],
  };
}

describe('buildGanttGraph', () => {
  it('draws a step with several parents once, with an edge from each parent', () => {
    const graph = buildGanttGraph(diamond());
    expect(graph.nodes.map((n) => n.stepId).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(graph.edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual(['1>2', '1>3', '2>4', '3>4', '4>5']);
  });

  it('keeps each step’s ticket and flags misconfigured steps with their message', () => {
    const byStep = new Map(buildGanttGraph(diamond()).nodes.map((n) => [n.stepId, n]));
    expect(byStep.get(4)!.ticket?.ticketId).toBe(500);
    expect(byStep.get(3)!.misconfiguredMessage).toBe('El servicio no tiene flujo de estatus');
    expect(byStep.get(2)!.misconfiguredMessage).toBeNull();
  });

  it('lets only steps with a ticket and a working service be opened', () => {
    const byStep = new Map(buildGanttGraph(diamond()).nodes.map((n) => [n.stepId, n]));
    expect(isSelectable(byStep.get(2)!)).toBe(true);
    expect(isSelectable(byStep.get(3)!)).toBe(false); // misconfigured, though it has a ticket
    expect(isSelectable(byStep.get(5)!)).toBe(false); // no ticket
  });

  it('handles a chain of 2,000 steps without recursion', () => {
    let tail = step(2000);
    for (let id = 1999; id >= 1; id--) tail = step(id, [tail]);
    const graph = buildGanttGraph({ ...diamond(), initialStepService: tail, misconfiguredServices: [] });
    expect(graph.nodes).toHaveLength(2000);
    expect(graph.edges).toHaveLength(1999);
  });
});
