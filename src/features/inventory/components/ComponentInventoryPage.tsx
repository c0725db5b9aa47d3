import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryApi, type ConfigurationComponentRow, type SearchWarehouseComponentInventoryApiArg } from '../../../api/tags/inventory';
import { COMPONENT_COLUMNS_HIDDEN, componentColumns } from '../../../domain/inventory/componentColumns';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_COMPONENT_FILTER, parseComponentFilter, toComponentSearchArg, type ComponentFilterValues } from './componentFilter';
import { componentFilters } from './componentViewFilter';
import type { InventoryScope } from '../placeOptions';

const ENDPOINTS = {
  warehouse: inventoryApi.endpoints.searchWarehouseComponentInventory,
  taskForce: inventoryApi.endpoints.searchWorkForceComponentInventory,
} as const;

const ROUTE_IDS = { warehouse: 'warehouseComponentInventory', taskForce: 'workForceComponents' } as const;

const BY_PLACE = { field: 'placeName', order: 'asc' } as const;

/**
 * A view of the stock ledger: the configuration components held by warehouses or by task forces, with
 * every label of the component (spec 001 section 3), filters and exports.
 */
export function ComponentInventoryPage({ scope }: { scope: InventoryScope }) {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const columns = useMemo(() => componentColumns(t, labels, t(`inventory.views.${scope}.place`)), [t, labels, scope]);
  const grid = useServerGrid<ConfigurationComponentRow, ComponentFilterValues, SearchWarehouseComponentInventoryApiArg>({
    gridKey: ROUTE_IDS[scope],
    endpoint: ENDPOINTS[scope],
    toArg: toComponentSearchArg,
    columns,
    emptyFilter: EMPTY_COMPONENT_FILTER,
    pageSizes: LIMITS.inventory.pageSizes,
    defaultSort: BY_PLACE,
    defaultHidden: COMPONENT_COLUMNS_HIDDEN,
    rememberFilter: parseComponentFilter,
  });
  return (
    <GridPage<ConfigurationComponentRow>
      title={t(`routes.${ROUTE_IDS[scope]}`)}
      label={t(`inventory.views.${scope}.gridLabel`)}
      grid={grid}
      dataKey="productId"
      filters={<FilterBar filter={componentFilters[scope]} value={grid.filter} onSearch={grid.search} />}
      exports={{ fileBaseName: t(`inventory.views.${scope}.exportFileName`), pdfOrientation: 'landscape' }}
      emptyMessage={t('inventory.views.empty')}
    />
  );
}
