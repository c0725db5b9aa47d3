import { FilterBar } from '../../../shared/filters/FilterBar';
import { warehouseFilter, type WarehouseFilterValues } from './warehouseFilter';

/** The warehouses screen's filter until it renders `<FilterBar filter={warehouseFilter} />` itself. */
export function WarehouseFilter({ value, onSearch }: { value: WarehouseFilterValues; onSearch: (next: WarehouseFilterValues) => void }) {
  return <FilterBar filter={warehouseFilter} value={value} onSearch={onSearch} />;
}
