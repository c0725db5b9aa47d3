import type { GanttMisconfiguredService, GanttStepTicket, WorkFlowGantt } from '../../../src/api/tags/ticket';
import { Random } from '../store/random';
import { generateDag, toGanttTree } from './dag';
import { DONE_STATUSES } from './records';
import { STEP_SERVICE_NAMES } from './serviceNames';

const RUNNING = [2, 3, 4, 6, 7] as const;
const ORDER_ID = 1;
const FIRST_TICKET_ID = 900_000;

/**
 * A work order's Gantt of `stepCount` steps, built without a store (for layout benchmarks and tests):
 * about half the workflow done, the steps whose parents are all done running, the rest not started,
 * and one or two misconfigured steps.
 */
export function syntheticGantt(stepCount: number, seed = 1): WorkFlowGantt {
  const random = new Random(seed);
  const steps = generateDag(random, stepCount);
  const doneTarget = random.next() * 0.3 + 0.35;
  const status = new Map<number, number>();
  for (const step of steps) {
    if (!step.parents.every((p) => DONE_STATUSES.includes(status.get(p) ?? 0))) continue;
    const done = step.stepId - steps[0]!.stepId < stepCount * doneTarget;
    status.set(step.stepId, random.pick(done ? DONE_STATUSES : RUNNING));
  }
  const serviceIds = new Map(steps.map((s) => [s.stepId, random.int(1, STEP_SERVICE_NAMES.length * 4)]));
  const serviceName = (serviceId: number) => {
    const base = STEP_SERVICE_NAMES[(serviceId - 1) % STEP_SERVICE_NAMES.length]!;
    const variant = Math.ceil(serviceId / STEP_SERVICE_NAMES.length);
    return variant > 1 ? `${base} ${variant}` : base;
  };
  const ticketOf = (stepId: number): GanttStepTicket => {
    const statusId = status.get(stepId);
    return statusId === undefined ? null : { ticketId: FIRST_TICKET_ID + stepId, ticketStatusId: statusId, ticketClientGroup: ORDER_ID };
  };
  const describe = (stepId: number) => {
    const serviceId = serviceIds.get(stepId)!;
    return { serviceId, serviceName: serviceName(serviceId), stepTicket: ticketOf(stepId) };
  };
  const notStarted = steps.filter((s) => !status.has(s.stepId));
  const candidates = notStarted.length > 0 ? notStarted : steps;
  const misconfigured = new Set([random.pick(candidates), random.pick(candidates)].map((s) => s.stepId));
  const misconfiguredServices: GanttMisconfiguredService[] = [...misconfigured].sort((a, b) => a - b).map((stepId, i) => ({
    stepId,
    ...describe(stepId),
    stepServices: [],
    message: i === 0 ? 'El servicio no tiene un flujo de estatus configurado' : 'El servicio está deshabilitado',
  }));
  return {
    workFlowId: 1,
    workFlowName: `Flujo sintético de ${stepCount} pasos`,
    workFlowKey: `FT-SINT-${stepCount}`,
    workFlowOrderId: ORDER_ID,
    workFlowOrderKey: 'ODT-000001',
    initialStepService: toGanttTree(steps, describe),
    misconfiguredServices,
  };
}
