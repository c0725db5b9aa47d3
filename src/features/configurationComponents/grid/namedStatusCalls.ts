import type { ComponentStatusId, ProductRead as Product, ProductStatusConfigurationRead as StatusConfiguration } from '../../../api/tags/product';

/** The product status calls spec 001 section 4 names besides the status change: sent to warehouse, damaged, damaged client property. */
export type NamedCallId = 'sendToWarehouse' | 'damaged' | 'damagedClientProperty';

export interface NamedCall {
  id: NamedCallId;
  /** The status the component ends in (product.yaml: 8 OnReview, or 48 IrreparableCustomerOwned). */
  target: ComponentStatusId;
  icon: string;
  /** Moves the component to a warehouse the user picks. */
  needsWarehouse: boolean;
  /** Only for a component that is a client's property (the service refuses others). */
  clientPropertyOnly: boolean;
}

export const NAMED_CALLS: readonly NamedCall[] = [
  { id: 'sendToWarehouse', target: 8, icon: 'pi pi-building', needsWarehouse: true, clientPropertyOnly: false },
  { id: 'damaged', target: 8, icon: 'pi pi-exclamation-triangle', needsWarehouse: false, clientPropertyOnly: false },
  { id: 'damagedClientProperty', target: 48, icon: 'pi pi-ban', needsWarehouse: false, clientPropertyOnly: true },
];

/**
 * Whether the product service would take the call for this component (test/sandbox/product/statusChanges.ts follows
 * the contract): not while it travels in a shipment, not a kit's component to another place, not another's
 * property as client property, and the target either the status it already has (only its condition or place
 * change) or an enabled status the configuration allows from its own.
 */
export function isOffered(call: NamedCall, product: Product, configuration: StatusConfiguration): boolean {
  if (product.placeType === 'Transit') return false;
  if (call.needsWarehouse && product.kitId !== null) return false;
  if (call.clientPropertyOnly && !product.isClientProperty) return false;
  if (product.componentStatusId === call.target) return true;
  const target = configuration.statuses.find((s) => s.componentStatusId === call.target);
  return Boolean(target?.enabled) && configuration.transitions.some((t) => t.fromStatusId === product.componentStatusId && t.toStatusId === call.target);
}
