import { matchesText, paginate } from '../catalog/common';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { ShipmentStep } from '../../../src/domain/shipments/stateMachine';
import { samePlace } from './ledger';
import { checkOrigin, destinationsOf, originPlace, originTaskForces, originWarehouses } from './places';
import { shipmentDetail, shipmentItems, shipmentRow, shipmentVersions, sortRows } from './rows';
import {
  availableSupply,
  canSeeShipment,
  createShipment,
  modifyShipment,
  registerReceipt,
  shipmentFor,
  STATUS_LABELS_ES,
  takeStep,
  type EngineContext,
} from './shipmentEngine';
import { inventoryOf } from './state';

const engine = ({ store, user }: OperationContext): EngineContext => ({
  store,
  state: inventoryOf(store),
  user: user!,
  now: utc(store.now),
});

const detail = (ctx: OperationContext, shipmentId: number) => {
  const e = engine(ctx);
  return shipmentDetail(e.store, e.state, e.user, shipmentFor(e, shipmentId));
};

const step = (name: Exclude<ShipmentStep, 'modify' | 'register'>) => (ctx: OperationContext) => {
  const e = engine(ctx);
  return shipmentDetail(e.store, e.state, e.user, takeStep(e, ctx.body.shipmentId, name));
};

export const shipmentHandlers: OperationHandlers = {
  getOriginWarehousesByUser: ({ store, user }) => originWarehouses(store, inventoryOf(store), user!),
  getOriginTaskForcesByUser: ({ store, user }) => originTaskForces(store, user!),
  getDestinationWarehousesByWarehouse: ({ store, params }) => destinationsOf(store, inventoryOf(store), 1, params.id),
  getDestinationEngineersByWarehouse: ({ store, params }) => destinationsOf(store, inventoryOf(store), 2, params.id),
  getDestinationTaskForcesByTaskForce: ({ store, params }) => destinationsOf(store, inventoryOf(store), 3, params.id),
  getDestinationWarehousesByTaskForce: ({ store, params }) => destinationsOf(store, inventoryOf(store), 4, params.id),
  getShipmentAvailableItems: (ctx) => {
    const { store, user, query } = ctx;
    const state = inventoryOf(store);
    checkOrigin(store, state, user!, query.format, query.originId);
    const origin = originPlace(query.format, query.originId);
    const { ledger } = state;
    return {
      components: [...ledger.components.values()]
        .filter((c) => c.kitId === null && c.heldBy === null && samePlace(c.place, origin))
        .map((c) => ({
          productId: c.productId,
          serialNumber: c.serialNumber,
          description: c.description,
          modelName: c.modelName,
          componentStatusId: c.componentStatusId,
        })),
      kits: [...ledger.kits.values()]
        .filter((k) => k.heldBy === null && samePlace(k.place, origin))
        .map((k) => ({
          kitId: k.kitId,
          number: k.number,
          name: k.name,
          componentCount: [...ledger.components.values()].filter((c) => c.kitId === k.kitId).length,
        })),
      supplies: [...ledger.supplies.values()]
        .map((s) => ({
          supplyId: s.supplyId,
          name: s.name,
          code: s.code,
          unitOfMeasurement: s.unitOfMeasurement,
          available: availableSupply(state, origin, s.supplyId),
        }))
        .filter((s) => s.available > 0),
    };
  },
  createShipment: (ctx) => {
    const e = engine(ctx);
    return shipmentDetail(e.store, e.state, e.user, createShipment(e, ctx.body));
  },
  modifyShipment: (ctx) => {
    const e = engine(ctx);
    const { rowVersion, ...header } = ctx.body;
    const current = () => shipmentDetail(e.store, e.state, e.user, shipmentFor(e, header.shipmentId));
    return shipmentVersions.update(e.store, header.shipmentId, rowVersion, current, () =>
      shipmentDetail(e.store, e.state, e.user, modifyShipment(e, header.shipmentId, header)));
  },
  confirmShipment: step('confirm'),
  setShipmentOnProcess: step('onProcess'),
  setShipmentReadyToShip: step('readyToShip'),
  cancelShipment: step('cancel'),
  receiveShipment: step('receipt'),
  registerShipmentReceipt: (ctx) => {
    const e = engine(ctx);
    return shipmentDetail(e.store, e.state, e.user, registerReceipt(e, ctx.body.shipmentId, ctx.body.items));
  },
  getShipmentById: (ctx) => detail(ctx, ctx.params.id),
  getShipmentComponents: (ctx) => {
    const e = engine(ctx);
    return shipmentItems(e.state, shipmentFor(e, ctx.params.id));
  },
  getShipmentTracking: (ctx) => {
    const e = engine(ctx);
    return shipmentFor(e, ctx.params.id).tracking.map((t) => ({
      shipmentStateId: t.shipmentStateId,
      shipmentStateName: STATUS_LABELS_ES[t.shipmentStateId],
      step: t.step,
      userFullName: e.store.users.get(t.userId)?.fullName ?? '',
      dateTime: t.dateTime,
    }));
  },
  searchShipments: (ctx) => {
    const e = engine(ctx);
    const { body } = ctx;
    if (body.dateFrom && body.dateTo && body.dateTo < body.dateFrom) throw new SandboxError(422, 'La fecha final no puede ser anterior a la inicial');
    if (body.format == null && (body.originId != null || body.destinationId != null))
      throw new SandboxError(422, 'Elija el tipo de envío para filtrar por origen o destino');
    const rows = [...e.state.shipments.values()]
      .filter((s) => canSeeShipment(e, s))
      .filter(
        (s) =>
          (!body.shipmentId || String(s.shipmentId).includes(body.shipmentId)) &&
          (body.format == null || s.format === body.format) &&
          (!body.shipmentStateIds.length || body.shipmentStateIds.includes(s.shipmentStateId)) &&
          (body.courierId == null || s.courierId === body.courierId) &&
          (body.originId == null || s.originId === body.originId) &&
          (body.destinationId == null || s.destinationId === body.destinationId) &&
          (!body.dateFrom || s.createdDate >= body.dateFrom) &&
          (!body.dateTo || s.createdDate <= body.dateTo),
      )
      .sort((a, b) => b.shipmentId - a.shipmentId)
      .map((s) => shipmentRow(e.store, e.state, s))
      .filter((r) => matchesText(body.guideNumber, r.guideNumber));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
};
