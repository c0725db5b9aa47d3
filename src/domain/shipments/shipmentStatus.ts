/** Shipment statuses (spec 001 section 4); the labels live in i18n under shipments.status.<id>. */
export const SHIPMENT_STATUS = {
  Pending: 1,
  OnProcess: 2,
  WaitingForDeparture: 3,
  Closed: 4,
  Canceled: 5,
  Confirmed: 6,
  Received: 7,
} as const;

export type ShipmentStatusId = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];

export const SHIPMENT_STATUS_IDS: readonly ShipmentStatusId[] = [1, 2, 3, 4, 5, 6, 7];

/** Process states: the shipment as a whole is under way, closed or canceled. */
export const PROCESS_STATE = { Process: 1, Closed: 2, Canceled: 3 } as const;

export type ProcessStateId = (typeof PROCESS_STATE)[keyof typeof PROCESS_STATE];

/** An item of a shipment at reception: waiting for a decision, accepted or rejected. */
export const RECEPTION_STATUS = {
  Waiting: 1,
  Accepted: 2,
  Rejected: 3,
} as const;

export type ReceptionStatusId = (typeof RECEPTION_STATUS)[keyof typeof RECEPTION_STATUS];
