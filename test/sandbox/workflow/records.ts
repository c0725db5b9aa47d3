import type { DagStep } from './dag';

/** Workflow records of the sandbox (enabling-service flows and their work orders). */

export interface WorkFlowTypeRecord {
  id: number;
  clientId: number;
  name: string;
  description: string | null;
  enabled: boolean;
}

export interface WorkFlowStep extends DagStep {
  serviceId: number;
}

export interface WorkFlowRecord {
  id: number;
  name: string;
  workFlowKey: string;
  workFlowTypeId: number;
  clientId: number;
  /** Its stages; one never saved through flowBoard has no flags and runs as a chain in this order (workflow/stages.ts). */
  stages: { stageId: number; stageName: string; initial?: boolean; final?: boolean; predecessorIds?: number[] }[];
  /** In topological order: every step after its parents; the first is the initial step. */
  steps: WorkFlowStep[];
}

/** 1 Process, 2 Closed, 3 Canceled. */
export type WorkFlowOrderStateId = 1 | 2 | 3;

export interface WorkFlowOrderRecord {
  id: number;
  workFlowOrderKey: string;
  workFlowId: number;
  clientId: number;
  locationId: number;
  stateId: WorkFlowOrderStateId;
  description: string | null;
  createdDateUTC: string;
  createdUserId: number;
  closedDateUTC: string | null;
  cancelledDateUTC: string | null;
  cancelReason: string | null;
  /** The ticket of every started step. */
  stepTickets: Map<number, number>;
}

export interface WorkFlowOrderCommentRecord {
  id: number;
  workFlowOrderId: number;
  comment: string;
  createdUserId: number;
  createdDateTime: string;
}

export const ORDER_STATE_NAMES: Record<WorkFlowOrderStateId, string> = { 1: 'Proceso', 2: 'Cerrada', 3: 'Cancelada' };
/** Ticket statuses that complete a step (closed, historic). */
export const DONE_STATUSES: readonly number[] = [5, 9];

export const orderKey = (id: number) => `ODT-${String(id).padStart(6, '0')}`;
