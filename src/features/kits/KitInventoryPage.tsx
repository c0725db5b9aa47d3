import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryApi, type KitStockRow, type SearchKitInventoryApiArg } from '../../api/tags/inventory';
import { FilterBar } from '../../shared/filters/FilterBar';
import { useExportLabels } from '../../shared/ui/ExportToolbar';
import { GridPage } from '../../shared/ui/GridPage/GridPage';
import { useServerGrid, type GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';
import { kitColumns } from './kitColumns';
import { kitFilter, type KitFilterValues } from './kitFilter';

/** Which kits a view lists: those held by warehouses or by task forces. */
export type KitScope = 'Warehouse' | 'TaskForce';

const ROUTE_IDS = { Warehouse: 'kitsWarehouse', TaskForce: 'workForceKits' } as const;
const PLACE_KEYS = { Warehouse: 'kits.fields.warehouse', TaskForce: 'kits.fields.taskForce' } as const;


const argOf = (scope: KitScope) => ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<KitFilterValues>): SearchKitInventoryApiArg => ({
  placeInventorySearchRequest: {
    placeType: scope, placeIds: [], text: filter.text.trim() || null, pageNumber, pageSize, isExport,
    sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
const ARGS = { Warehouse: argOf('Warehouse'), TaskForce: argOf('TaskForce') };

/**
 * A view of the stock ledger: the kits held by warehouses (/kitsWarehouse) or by task forces
 * (assetManagementIT/workForce/kits/find; an engineer sees only their own, the service decides), with the kit's
 * labels of spec 001 section 3 and exports. In transit, in a laboratory or disassembled, a kit is in neither.
 */
export function KitInventoryPage({ scope }: { scope: KitScope }) {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const columns = useMemo(() => kitColumns<KitStockRow>(t, labels, (row) => row.componentCount, t(PLACE_KEYS[scope])), [t, labels, scope]);
  const grid = useServerGrid<KitStockRow, KitFilterValues, SearchKitInventoryApiArg>({
    gridKey: ROUTE_IDS[scope],
    endpoint: inventoryApi.endpoints.searchKitInventory,
    toArg: ARGS[scope],
    columns,
    emptyFilter: { text: '' },
    pageSizes: LIMITS.kits.pageSizes,
    defaultSort: { field: 'placeName', order: 'asc' },
  });
  return (
    <GridPage<KitStockRow>
      title={t(`routes.${ROUTE_IDS[scope]}`)}
      label={t(`routes.${ROUTE_IDS[scope]}`)}
      grid={grid}
      dataKey="kitId"
      filters={<FilterBar filter={kitFilter} value={grid.filter} onSearch={grid.search} />}
      exports={{ fileBaseName: t(`routes.${ROUTE_IDS[scope]}`), pdfOrientation: 'landscape' }}
      emptyMessage={t('kits.empty')}
    />
  );
}
