/**
 * The laboratory flow over the component statuses of spec 001 section 4 (assumed: the spec names the steps, not
 * the transitions). The same table is in openapi/product.yaml (tag Laboratories); the sandbox enforces it and the
 * laboratory inventory offers only the steps every selected component allows.
 *
 * | step     | from (status)                     | to (status)                    | place after             |
 * |----------|-----------------------------------|--------------------------------|-------------------------|
 * | send     | 1 Available, 8 OnReview            | 27 SendToLaboratory            | the laboratory          |
 * | send     | 44 OnLaboratory (a transfer)       | 42 TransferToLaboratory        | the other laboratory    |
 * | accept   | 27, 42                            | 44 OnLaboratory                | unchanged               |
 * | receive  | 27, 42 (by serial number)         | 44 OnLaboratory                | unchanged               |
 * | reject   | 27, 42                            | 43 RejectedByLaboratory        | unchanged               |
 * | assign   | 44                                | 45 InRevision (a technician)   | unchanged               |
 * | reassign | 45                                | 45 (another technician)        | unchanged               |
 * | resolve  | 45                                | 32, 33, 41, 48 (client's only) | unchanged               |
 * | resolve  | 33 ShippedToSupplier              | 46 RepairedBySupplier, 41      | unchanged               |
 * | return   | 32 Repaired, 46                   | 1 Available                    | a warehouse             |
 * | return   | 43 RejectedByLaboratory           | 8 OnReview                     | a warehouse             |
 *
 * 41 Scrap and 48 IrreparableCustomerOwned are final.
 */
export const LABORATORY_STEPS = ['send', 'accept', 'receive', 'reject', 'assign', 'reassign', 'resolve', 'return'] as const;
export type LaboratoryStep = (typeof LABORATORY_STEPS)[number];

export const LAB = {
  available: 1, onReview: 8, sendToLaboratory: 27, repaired: 32, shippedToSupplier: 33, scrap: 41, transferToLaboratory: 42,
  rejectedByLaboratory: 43, onLaboratory: 44, inRevision: 45, repairedBySupplier: 46, irreparableCustomerOwned: 48,
} as const;

/** Per step: each status it starts from and the statuses it may lead to (the first is the default). */
export const LABORATORY_FLOW: Readonly<Record<LaboratoryStep, Readonly<Record<number, readonly number[]>>>> = {
  send: { [LAB.available]: [LAB.sendToLaboratory], [LAB.onReview]: [LAB.sendToLaboratory], [LAB.onLaboratory]: [LAB.transferToLaboratory] },
  accept: { [LAB.sendToLaboratory]: [LAB.onLaboratory], [LAB.transferToLaboratory]: [LAB.onLaboratory] },
  receive: { [LAB.sendToLaboratory]: [LAB.onLaboratory], [LAB.transferToLaboratory]: [LAB.onLaboratory] },
  reject: { [LAB.sendToLaboratory]: [LAB.rejectedByLaboratory], [LAB.transferToLaboratory]: [LAB.rejectedByLaboratory] },
  assign: { [LAB.onLaboratory]: [LAB.inRevision] },
  reassign: { [LAB.inRevision]: [LAB.inRevision] },
  resolve: {
    [LAB.inRevision]: [LAB.repaired, LAB.shippedToSupplier, LAB.scrap, LAB.irreparableCustomerOwned],
    [LAB.shippedToSupplier]: [LAB.repairedBySupplier, LAB.scrap],
  },
  return: { [LAB.repaired]: [LAB.available], [LAB.repairedBySupplier]: [LAB.available], [LAB.rejectedByLaboratory]: [LAB.onReview] },
};

/** The statuses a component in a laboratory can have (the laboratory inventory's status filter). */
export const LABORATORY_STATUS_IDS: readonly number[] = [27, 42, 44, 45, 43, 32, 33, 46, 41, 48];

/** Where a step may lead from a status; empty when the step is not legal from it. A 48 is only for the client's own components. */
export function laboratoryTargets(step: LaboratoryStep, fromStatusId: number, isClientProperty = true): readonly number[] {
  const targets = LABORATORY_FLOW[step][fromStatusId] ?? [];
  return isClientProperty ? targets : targets.filter((t) => t !== LAB.irreparableCustomerOwned);
}

/** The steps every one of the statuses allows (none for an empty selection). */
export function legalLaboratorySteps(statusIds: readonly number[]): LaboratoryStep[] {
  if (!statusIds.length) return [];
  return LABORATORY_STEPS.filter((step) => statusIds.every((id) => laboratoryTargets(step, id).length > 0));
}
