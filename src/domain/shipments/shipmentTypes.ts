/**
 * Shipment types ("format", spec 001 section 4): 1 warehouse to warehouse, 2 warehouse to task force,
 * 3 task force to task force, 4 task force to warehouse. A type never changes once the shipment exists.
 */
export type ShipmentFormat = 1 | 2 | 3 | 4;
export type PlaceKind = 'Warehouse' | 'TaskForce';

export const SHIPMENT_FORMATS: readonly ShipmentFormat[] = [1, 2, 3, 4];

export const originKindOf = (format: ShipmentFormat): PlaceKind => (format <= 2 ? 'Warehouse' : 'TaskForce');
export const destinationKindOf = (format: ShipmentFormat): PlaceKind => (format === 1 || format === 4 ? 'Warehouse' : 'TaskForce');

/** Types offered per role (spec 001 section 6); a role not listed creates none. */
const FORMATS_BY_ROLE: Readonly<Record<string, readonly ShipmentFormat[]>> = {
  ADM: [1, 2, 3, 4],
  DIS: [1, 2, 3, 4],
  ENG: [3, 4],
  SUP: [3, 4],
  WAD: [1, 2],
};

export function formatsForRole(roleCode: string | null | undefined): readonly ShipmentFormat[] {
  return FORMATS_BY_ROLE[roleCode ?? ''] ?? [];
}

export const isShipmentFormat = (value: unknown): value is ShipmentFormat => SHIPMENT_FORMATS.includes(value as ShipmentFormat);
