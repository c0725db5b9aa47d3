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
import type { InventoryScope } from '../../../domain/inventory/placeOptions';

const ENDPOINTS = {
  warehouse: inventoryApi.endpoints.searchWarehouseComponentInventory,
  taskForce: inventoryApi.endpoints.searchWorkForceComponentInventory,
} as const;

/**
 * The routes this description draws: the places they list, their grid key (the route id), where their texts are,
 * and the columns hidden until chosen. /ConfigurationComponentsWarehouse (assumed reading: the spec names it a
 * warehouse inventory) is the warehouses' components as configuration records, every label of section 3 in view.
 */
const PAGES = {
  warehouse: { scope: 'warehouse', routeId: 'warehouseComponentInventory', texts: 'inventory.views.warehouse', hidden: COMPONENT_COLUMNS_HIDDEN },
  taskForce: { scope: 'taskForce', routeId: 'workForceComponents', texts: 'inventory.views.taskForce', hidden: COMPONENT_COLUMNS_HIDDEN },
  configurationWarehouse: { scope: 'warehouse', routeId: 'configurationComponentsWarehouse', texts: 'laboratory.configurationWarehouse', hidden: [] },
} as const satisfies Record<string, { scope: InventoryScope; routeId: string; texts: string; hidden: readonly string[] }>;

export type ComponentInventoryPageId = keyof typeof PAGES;

const BY_PLACE = { field: 'placeName', order: 'asc' } as const;

/**
 * A view of the stock ledger: the configuration components held by warehouses or by task forces, with
 * every label of the component (spec 001 section 3), filters and exports.
 */
export function ComponentInventoryPage({ page }: { page: ComponentInventoryPageId }) {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const { scope, routeId, texts, hidden } = PAGES[page];
  const columns = useMemo(() => componentColumns(t, labels, t(`${texts}.place`)), [t, labels, texts]);
  const grid = useServerGrid<ConfigurationComponentRow, ComponentFilterValues, SearchWarehouseComponentInventoryApiArg>({
    gridKey: routeId,
    endpoint: ENDPOINTS[scope],
    toArg: toComponentSearchArg,
    columns,
    emptyFilter: EMPTY_COMPONENT_FILTER,
    pageSizes: LIMITS.inventory.pageSizes,
    defaultSort: BY_PLACE,
    defaultHidden: hidden,
    rememberFilter: parseComponentFilter,
  });
  return (
    <GridPage<ConfigurationComponentRow>
      title={t(`routes.${routeId}`)}
      label={t(`${texts}.gridLabel`)}
      grid={grid}
      dataKey="productId"
      filters={<FilterBar filter={componentFilters[scope]} value={grid.filter} onSearch={grid.search} />}
      exports={{ fileBaseName: t(`${texts}.exportFileName`), pdfOrientation: 'landscape' }}
      emptyMessage={t('inventory.views.empty')}
    />
  );
}
