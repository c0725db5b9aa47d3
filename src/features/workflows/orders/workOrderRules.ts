import type { WorkFlowOrderStateId } from '../../../api/tags/ticket';

/** Work-order states (spec 002 "Process states"). */
export const ORDER_STATE = { process: 1, closed: 2, canceled: 3 } as const satisfies Record<string, WorkFlowOrderStateId>;

/** Only an order still in process can be cancelled (ticket.yaml cancelWorkFlowOrder answers 409 otherwise). */
export const isOpen = (stateId: WorkFlowOrderStateId) => stateId === ORDER_STATE.process;

/** The order's progress: closed steps over all steps. */
export const progressOf = (order: { closedStepCount: number; stepCount: number }) => `${order.closedStepCount}/${order.stepCount}`;
