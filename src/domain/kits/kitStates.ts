/**
 * A kit's states (issue 31: the spec names a kit's state without its values, so these are this app's; the table is in
 * product.yaml's KitState). Assembling, Available and Disassembled are kept on the kit; InTransit and Assigned are read
 * from where the ledger has it (inside a shipment on the road, with a task force).
 */
export const KIT_STATES = ['Assembling', 'Available', 'InTransit', 'Assigned', 'Disassembled'] as const;
export type KitStateCode = (typeof KIT_STATES)[number];

/** What may happen to a kit in each state: its components changed, shipped, disassembled, completed. */
export const KIT_STATE_RULES: Record<KitStateCode, { editComponents: boolean; ship: boolean; disassemble: boolean; complete: boolean }> = {
  Assembling: { editComponents: true, ship: false, disassemble: true, complete: true },
  Available: { editComponents: true, ship: true, disassemble: true, complete: false },
  InTransit: { editComponents: false, ship: false, disassemble: false, complete: false },
  Assigned: { editComponents: true, ship: true, disassemble: true, complete: false },
  Disassembled: { editComponents: false, ship: false, disassemble: false, complete: false },
};
