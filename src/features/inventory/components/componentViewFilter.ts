import { COMPONENT_STATUS_IDS, COMPONENT_STATUS_KEYS } from '../../../domain/inventory/componentStatuses';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { usePlaceOptions, type InventoryScope } from '../../../domain/inventory/placeOptions';
import { EMPTY_COMPONENT_FILTER, type ComponentFilterValues } from './componentFilter';

const STATUSES = COMPONENT_STATUS_IDS.map((statusId) => ({ value: statusId, labelKey: `inventory.componentStatuses.${COMPONENT_STATUS_KEYS[statusId]}` }));

/** Places of the view (warehouses or task forces), component statuses and a text. */
const componentFilterOf = (scope: InventoryScope): FilterDescription<ComponentFilterValues> => ({
  labelKey: `inventory.views.${scope}.filterLabel`,
  empty: EMPTY_COMPONENT_FILTER,
  fields: [
    {
      kind: 'multiChoice', name: 'placeIds', labelKey: `inventory.views.${scope}.places`, allKey: 'inventory.filter.all',
      useOptions: () => usePlaceOptions(scope), search: true, chips: 3, width: 'w-20rem',
    },
    { kind: 'multiChoice', name: 'componentStatusIds', labelKey: 'inventory.views.statuses', allKey: 'inventory.filter.all', options: STATUSES },
    { kind: 'text', name: 'text', labelKey: 'inventory.views.text', max: LIMITS.inventory.searchTextMax },
  ],
});

/** The inventory views' filters, one per kind of place. */
export const componentFilters: Record<InventoryScope, FilterDescription<ComponentFilterValues>> = {
  warehouse: componentFilterOf('warehouse'),
  taskForce: componentFilterOf('taskForce'),
};
