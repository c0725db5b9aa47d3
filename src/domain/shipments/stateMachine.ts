import { PROCESS_STATE, SHIPMENT_STATUS, type ProcessStateId, type ShipmentStatusId } from './shipmentStatus';

/**
 * The shipment life cycle. The specification lists the steps but not their order; this table is the
 * order the app offers and the sandbox enforces (openapi/inventory.yaml holds the same table). Each step
 * is taken by one side: the origin prepares and sends, the destination receives and registers.
 */
export type ShipmentStep = 'modify' | 'confirm' | 'onProcess' | 'readyToShip' | 'receipt' | 'register' | 'cancel';

export interface StepRule {
  from: readonly ShipmentStatusId[];
  /** The status after the step; null keeps it (modify; register until no item waits). */
  to: ShipmentStatusId | null;
  side: 'origin' | 'destination';
}

const { Pending, OnProcess, WaitingForDeparture, Closed, Canceled, Confirmed, Received } = SHIPMENT_STATUS;

export const STEP_RULES: Readonly<Record<ShipmentStep, StepRule>> = {
  modify: { from: [Pending, Confirmed], to: null, side: 'origin' },
  confirm: { from: [Pending], to: Confirmed, side: 'origin' },
  onProcess: { from: [Confirmed], to: OnProcess, side: 'origin' },
  readyToShip: { from: [OnProcess], to: WaitingForDeparture, side: 'origin' },
  receipt: { from: [WaitingForDeparture], to: Received, side: 'destination' },
  register: {
    from: [WaitingForDeparture, Received],
    to: null,
    side: 'destination',
  },
  cancel: {
    from: [Pending, Confirmed, OnProcess, WaitingForDeparture],
    to: Canceled,
    side: 'origin',
  },
};

export const SHIPMENT_STEPS = Object.keys(STEP_RULES) as ShipmentStep[];

/** Closed and Canceled are final: no step leaves them. */
export const FINAL_STATUSES: readonly ShipmentStatusId[] = [Closed, Canceled];

export function canTakeStep(status: ShipmentStatusId, step: ShipmentStep): boolean {
  return STEP_RULES[step].from.includes(status);
}

/** The steps legal from a status, in the table's order. */
export function legalSteps(status: ShipmentStatusId): ShipmentStep[] {
  return SHIPMENT_STEPS.filter((step) => canTakeStep(status, step));
}

/**
 * Where a legal step leads. Registering items receives a shipment still waiting for departure and
 * closes it once no item waits for a decision.
 */
export function statusAfter(status: ShipmentStatusId, step: ShipmentStep, itemsStillWaiting = true): ShipmentStatusId {
  if (step === 'register') return itemsStillWaiting ? Received : Closed;
  return STEP_RULES[step].to ?? status;
}

export function processStateOf(status: ShipmentStatusId): ProcessStateId {
  if (status === Closed) return PROCESS_STATE.Closed;
  if (status === Canceled) return PROCESS_STATE.Canceled;
  return PROCESS_STATE.Process;
}

/** Whether a shipment in this status holds its items (not yet sent, or still travelling). */
export const holdsItems = (status: ShipmentStatusId) => !FINAL_STATUSES.includes(status);

/** Whether its items have left the origin (in transit until each is accepted or rejected). */
export const itemsInTransit = (status: ShipmentStatusId) => status === WaitingForDeparture || status === Received;
