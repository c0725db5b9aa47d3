import type { ComponentRuleCode, ComponentRuleError } from '../../../src/domain/components/componentRules';
import { currencies, productModels } from '../catalog/richState';
import type { SandboxStore } from '../store/types';
import type { Place } from '../inventory/ledger';
import { isTaskForce } from '../inventory/places';
import { inventoryOf } from '../inventory/state';
import { statusSetting } from './statusConfiguration';

/** What a component names in other catalogues: the same fields in the form (ProductWrite) and in a parsed template row. */
export interface ComponentReferences {
  productModelId: number;
  clientId: number | null;
  locationId: number | null;
  responsibleTypeId: number;
  responsibleId: number;
  componentStatusId: number;
  conditionId: number | null;
  currencyId: number;
}

/** Responsible types that are places of the ledger (catalogSeed.ts RESPONSIBLE_TYPES): 6 Cliente is a client location. */
export const PLACE_OF_RESPONSIBLE_TYPE: Record<number, Place['type']> = { 1: 'Warehouse', 2: 'TaskForce', 3: 'Laboratory', 6: 'Location' };

function placeExists(store: SandboxStore, type: Place['type'] | undefined, id: number, locationId: number | null): boolean {
  switch (type) {
    case 'Warehouse':
      return store.warehouses.get(id)?.enabled === true;
    case 'TaskForce':
      return isTaskForce(store, id);
    case 'Laboratory':
      return inventoryOf(store).laboratories.get(id)?.enabled === true;
    case 'Location':
      return id === locationId;
    default:
      return false;
  }
}

/**
 * The references that do not exist or do not belong together (a location of another client, a responsible that is
 * not of its type). `newStatus`: a new component's status must be one the configuration lets it start in.
 */
export function referenceErrors(store: SandboxStore, r: ComponentReferences, newStatus: boolean): ComponentRuleError<keyof ComponentReferences>[] {
  const errors: ComponentRuleError<keyof ComponentReferences>[] = [];
  const fail = (field: keyof ComponentReferences, code: ComponentRuleCode = 'unknownReference') => errors.push({ field, code });
  if (!productModels(store).get(r.productModelId)?.enabled) fail('productModelId');
  if (r.clientId !== null && !store.clients.get(r.clientId)?.enabled) fail('clientId');
  const location = r.locationId === null ? undefined : store.locations.get(r.locationId);
  if (r.locationId !== null && (!location?.enabled || location.clientId !== r.clientId)) fail('locationId');
  const placeType = PLACE_OF_RESPONSIBLE_TYPE[r.responsibleTypeId];
  if (!placeType) fail('responsibleTypeId');
  else if (!placeExists(store, placeType, r.responsibleId, r.locationId)) fail('responsibleId');
  const status = statusSetting(store, r.componentStatusId);
  if (!status) fail('componentStatusId');
  else if (newStatus && !(status.enabled && status.forCreation)) fail('componentStatusId', 'statusNotAllowed');
  if (r.conditionId !== null && !store.productConditions.get(r.conditionId)?.enabled) fail('conditionId');
  if (!currencies(store).get(r.currencyId)) fail('currencyId');
  return errors;
}
