import type { WorkFlowGantt } from '../../../src/api/tags/ticket';
import { found } from '../catalog/common';
import { SandboxError } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { toGanttTree } from './dag';
import { misconfigurationOf } from './misconfiguration';
import { MESSAGES, visibleOrder } from './orders';
import type { WorkFlowOrderRecord } from './records';
import { workFlows } from './state';

/** The Gantt of an order (its started steps carry their tickets) or of a definition (no tickets). */
export function ganttOf(store: SandboxStore, user: UserRecord, orderId: number | undefined, workFlowId: number | undefined): WorkFlowGantt {
  if (!orderId && !workFlowId) throw new SandboxError(400, 'Indique la orden de trabajo o el flujo de trabajo');
  const order: WorkFlowOrderRecord | null = orderId ? visibleOrder(store, user, orderId) : null;
  const id = order?.workFlowId ?? workFlowId!;
  const flow = found(workFlows(store).get(id), `El flujo de trabajo ${id} no existe`);
  if (flow.steps.length === 0) throw new SandboxError(404, MESSAGES.noSteps);
  const steps = new Map(flow.steps.map((s) => [s.stepId, s]));
  const describe = (stepId: number) => {
    const step = steps.get(stepId)!;
    const ticketId = order?.stepTickets.get(stepId);
    const ticket = ticketId === undefined ? undefined : store.tickets.get(ticketId);
    return {
      serviceId: step.serviceId,
      serviceName: store.services.get(step.serviceId)?.name ?? `Servicio ${step.serviceId}`,
      stepTicket: ticket ? { ticketId: ticket.ticketId, ticketStatusId: ticket.statusId, ticketClientGroup: order!.id } : null,
    };
  };
  const misconfiguredServices = flow.steps.flatMap((step) => {
    const message = misconfigurationOf(store, flow, step);
    return message ? [{ stepId: step.stepId, ...describe(step.stepId), stepServices: [], message }] : [];
  });
  return {
    workFlowId: flow.id, workFlowName: flow.name, workFlowKey: flow.workFlowKey, workFlowOrderId: order?.id ?? null,
    workFlowOrderKey: order?.workFlowOrderKey ?? null, initialStepService: toGanttTree(flow.steps, describe), misconfiguredServices,
  };
}
