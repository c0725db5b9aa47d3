import type { MovementCode } from '../../../src/api/tags/product';

/** Each kind of ledger movement, as the service names it in its answers (the app names it by its code). */
export const MOVEMENT_TYPES_ES: Record<MovementCode, string> = {
  Registered: 'Alta',
  StatusChange: 'Cambio de estatus',
  SentToWarehouse: 'Envío a almacén',
  Damaged: 'Dañado',
  DamagedClientProperty: 'Dañado propiedad del cliente',
  PreAssignmentReturn: 'Regreso a preasignación',
  ShipmentDeparture: 'Salida por envío',
  ShipmentEntry: 'Entrada por envío',
  CancellationReturn: 'Regreso por cancelación',
  RejectionReturn: 'Regreso por rechazo',
};

