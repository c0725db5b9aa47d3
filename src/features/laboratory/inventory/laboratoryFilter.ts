import type { ComponentStatusId, SearchLaboratoryInventoryApiArg } from '../../../api/tags/product';
import { COMPONENT_STATUS_KEYS } from '../../../domain/inventory/componentStatuses';
import { LABORATORY_STATUS_IDS } from '../../../domain/inventory/laboratoryFlow';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { useLaboratoryOptions, useTechnicianOptions } from '../useLaboratoryOptions';

/** What the laboratory inventory filters by: laboratories, statuses and technicians (none: all) and a text. */
export interface LaboratoryFilterValues {
  laboratoryIds: number[];
  componentStatusIds: ComponentStatusId[];
  technicianIds: number[];
  text: string;
}

export const EMPTY_LABORATORY_FILTER: LaboratoryFilterValues = { laboratoryIds: [], componentStatusIds: [], technicianIds: [], text: '' };

const STATUSES = LABORATORY_STATUS_IDS.map((id) => ({ value: id, labelKey: `inventory.componentStatuses.${COMPONENT_STATUS_KEYS[id]}` }));

export const laboratoryFilter: FilterDescription<LaboratoryFilterValues> = {
  labelKey: 'laboratory.inventory.filterLabel',
  empty: EMPTY_LABORATORY_FILTER,
  fields: [
    { kind: 'multiChoice', name: 'laboratoryIds', labelKey: 'laboratory.inventory.laboratories', allKey: 'laboratory.inventory.all', useOptions: useLaboratoryOptions },
    { kind: 'multiChoice', name: 'componentStatusIds', labelKey: 'laboratory.inventory.statuses', allKey: 'laboratory.inventory.all', options: STATUSES },
    { kind: 'multiChoice', name: 'technicianIds', labelKey: 'laboratory.inventory.technicians', allKey: 'laboratory.inventory.all', useOptions: useTechnicianOptions },
    { kind: 'text', name: 'text', labelKey: 'laboratory.inventory.text', max: LIMITS.inventory.searchTextMax },
  ],
};

export const toLaboratorySearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<LaboratoryFilterValues>): SearchLaboratoryInventoryApiArg => ({
  laboratoryInventoryRequest: {
    laboratoryIds: filter.laboratoryIds, componentStatusIds: filter.componentStatusIds, technicianIds: filter.technicianIds,
    text: filter.text || null, pageNumber, pageSize, isExport, sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
