import { componentErrors } from '../../../src/domain/components/componentRules';
import { brands, productModels } from '../catalog/richState';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { registerComponent, type ComponentItem } from '../inventory/ledger';
import { inventoryOf } from '../inventory/state';
import { ruleMessage } from './messages';
import { componentOf, productRecord, productVersions } from './records';
import { PLACE_OF_RESPONSIBLE_TYPE, referenceErrors, type ComponentReferences } from './references';

/** A component's values as the form (ProductWrite) and a parsed template row give them. */
export interface ProductValues extends ComponentReferences {
  serialNumber: string;
  value: string | null;
  isClientProperty: boolean;
  programmed: boolean;
  remote: boolean;
  productTiNumber: string;
  cost: number;
  ip: string | null;
  port: number | null;
  simNumber: string | null;
  imeiNumber: string | null;
  operatorName: string | null;
}

/** The product id that has a serial number, case blind; `except` skips the one being updated. */
export function serialOwner(store: SandboxStore, serial: string, except: number | null = null): number | null {
  const key = serial.trim().toUpperCase();
  for (const c of inventoryOf(store).ledger.components.values()) if (c.productId !== except && c.serialNumber.toUpperCase() === key) return c.productId;
  return null;
}

/** Refuses a form's values: the first rule broken (422, the field in `detail`), a repeated serial (409). */
function assertValues(store: SandboxStore, v: ProductValues, newStatus: boolean, productId: number | null): void {
  const broken = [
    ...componentErrors({ ...v, value: v.value ?? '' }),
    ...referenceErrors(store, v, newStatus),
  ][0];
  if (broken) throw new SandboxError(422, ruleMessage(broken.code), broken.field);
  if (serialOwner(store, v.serialNumber, productId) !== null) throw new SandboxError(409, ruleMessage('serialExists'), 'serialNumber');
}

/** Writes the values onto a component (its status and place are not values: the status operations and shipments own them). */
export function applyValues(store: SandboxStore, c: ComponentItem, v: ProductValues): void {
  const model = productModels(store).get(v.productModelId)!;
  const brandName = brands(store).get(model.brandId)?.name ?? '';
  Object.assign(c, {
    serialNumber: v.serialNumber.trim(), productModelId: model.id, brandName, modelName: model.name, description: `${brandName} ${model.name}`,
    modelDescription: `Modelo ${model.name} (${model.value})`, value: v.value ?? model.value, isClientProperty: v.isClientProperty,
    programmed: v.programmed, remote: v.remote, clientId: v.clientId, locationId: v.locationId, conditionId: v.conditionId,
    productTiNumber: v.productTiNumber, cost: v.cost, currencyId: v.currencyId, ip: v.ip, port: v.port, simNumber: v.simNumber,
    imeiNumber: v.imeiNumber, operatorName: v.operatorName,
  });
}

/** A new component at its responsible's place, registered in the ledger by `userId`. */
export function addProduct(store: SandboxStore, v: ProductValues, userId: number): ComponentItem {
  const state = inventoryOf(store);
  const now = utc(store.now);
  const item = {
    productId: state.nextId('products'),
    componentStatusId: v.componentStatusId,
    responsibleTypeId: v.responsibleTypeId,
    place: { type: PLACE_OF_RESPONSIBLE_TYPE[v.responsibleTypeId]!, id: v.responsibleId },
    installedDate: v.locationId !== null && v.responsibleTypeId === 6 ? now : null,
    withdrawnDate: null,
    registeredDate: now,
    kitId: null,
    heldBy: null,
    warehouseOutputId: null,
  } as ComponentItem;
  applyValues(store, item, v);
  registerComponent(state.ledger, item, { dateTime: now, movementType: 'Registered', shipmentId: null, userId });
  return item;
}

export const productWriteHandlers: OperationHandlers = {
  createProduct: ({ store, user, body }) => {
    assertValues(store, body, true, null);
    return productRecord(store, addProduct(store, body, user!.userId));
  },
  updateProduct: ({ store, body }) => {
    const c = componentOf(store, body.productId);
    return productVersions.update(store, c.productId, body.rowVersion, () => productRecord(store, c), () => {
      if (body.componentStatusId !== c.componentStatusId) throw new SandboxError(400, 'El estatus se cambia con las operaciones de estatus', 'componentStatusId');
      if (PLACE_OF_RESPONSIBLE_TYPE[body.responsibleTypeId] !== c.place.type || body.responsibleId !== c.place.id) {
        throw new SandboxError(400, 'El responsable cambia solo con un envío', 'responsibleId');
      }
      assertValues(store, body, false, c.productId);
      applyValues(store, c, body);
      return productRecord(store, c);
    });
  },
  deleteProduct: ({ store, params }) => {
    const c = componentOf(store, params.id);
    if (c.place.type !== 'Warehouse' || c.kitId !== null || c.heldBy !== null) {
      throw new SandboxError(409, 'Solo se elimina un componente en almacén, fuera de un kit y de un envío abierto');
    }
    inventoryOf(store).ledger.components.delete(c.productId);
    return true;
  },
};
