import type { MovementCode } from '../../../src/api/tags/product';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { changeComponentStatus, type Place } from '../inventory/ledger';
import { inventoryOf } from '../inventory/state';
import { componentOf, productRecord, productVersions } from './records';
import { assertTransition } from './statusConfiguration';

const ON_REVIEW = 8;
const IRREPARABLE_CUSTOMER_OWNED = 48;
const DAMAGED_CONDITION = 5;

interface Change {
  to: number;
  movementType: MovementCode;
  place?: Place;
  conditionId?: number;
  /** Marks and sends keep a status the component already has (only its condition or place change then). */
  keepsSameStatus?: boolean;
  /** A refusal particular to the operation, checked before the transition. */
  refuse?: (isClientProperty: boolean) => string | null;
}

/**
 * Every status change: versioned like an update (the status is part of the record), refused when the status
 * configuration does not allow it or the component travels in an open shipment, and recorded in the ledger as a
 * movement with who, when and why, which getProductTracking shows.
 */
function changeStatus({ store, user, body }: OperationContext, change: Change) {
  const c = componentOf(store, body.productId);
  return productVersions.update(store, c.productId, body.rowVersion, () => productRecord(store, c), () => {
    const refusal = change.refuse?.(c.isClientProperty);
    if (refusal) throw new SandboxError(409, refusal);
    if (c.heldBy !== null) throw new SandboxError(409, `El componente ${c.serialNumber} está en un envío abierto`);
    if (change.place && c.kitId !== null) throw new SandboxError(409, `El componente ${c.serialNumber} viaja con su kit`);
    if (!(change.keepsSameStatus && c.componentStatusId === change.to)) assertTransition(store, c.componentStatusId, change.to);
    const note = { dateTime: utc(store.now), movementType: change.movementType, shipmentId: null, userId: user!.userId, reason: body.reason };
    changeComponentStatus(inventoryOf(store).ledger, c.productId, change.to, change.place ?? null, note);
    if (change.conditionId !== undefined) c.conditionId = change.conditionId;
    return productRecord(store, c);
  });
}

export const statusChangeHandlers: OperationHandlers = {
  updateProductStatus: (ctx) => changeStatus(ctx, { to: ctx.body.componentStatusId, movementType: 'StatusChange' }),
  sendProductToWarehouse: (ctx) => {
    const warehouse = ctx.store.warehouses.get(ctx.body.warehouseId);
    if (!warehouse?.enabled) throw new SandboxError(404, `El almacén ${ctx.body.warehouseId} no existe`);
    return changeStatus(ctx, { to: ON_REVIEW, movementType: 'SentToWarehouse', keepsSameStatus: true, place: { type: 'Warehouse', id: warehouse.warehouseId } });
  },
  markProductDamaged: (ctx) => changeStatus(ctx, { to: ON_REVIEW, movementType: 'Damaged', keepsSameStatus: true, conditionId: DAMAGED_CONDITION }),
  markProductDamagedClientProperty: (ctx) =>
    changeStatus(ctx, {
      to: IRREPARABLE_CUSTOMER_OWNED,
      movementType: 'DamagedClientProperty',
      conditionId: DAMAGED_CONDITION,
      keepsSameStatus: true,
      refuse: (isClientProperty) => (isClientProperty ? null : 'El componente no es propiedad del cliente'),
    }),
};
