import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productApi, type LaboratoryInventoryRow, type SearchLaboratoryInventoryApiArg } from '../../../api/tags/product';
import { useAccessList } from '../../../auth/useAccessList';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { laboratoryColumns } from './laboratoryColumns';
import { EMPTY_LABORATORY_FILTER, laboratoryFilter, toLaboratorySearchArg, type LaboratoryFilterValues } from './laboratoryFilter';
import { LaboratoryStepBar } from './LaboratoryStepBar';

const BY_STATUS = { field: 'componentStatusId', order: 'asc' } as const;

/**
 * /laboratoryComponentInventory: a view of the ledger's laboratories, by status and technician, with the
 * laboratory's steps on the selected components (product.yaml Laboratories).
 */
export default function LaboratoryInventoryPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const { can } = useAccessList();
  const columns = useMemo(() => laboratoryColumns(t, labels), [t, labels]);
  const grid = useServerGrid<LaboratoryInventoryRow, LaboratoryFilterValues, SearchLaboratoryInventoryApiArg>({
    gridKey: 'laboratoryInventory',
    endpoint: productApi.endpoints.searchLaboratoryInventory,
    toArg: toLaboratorySearchArg,
    columns,
    emptyFilter: EMPTY_LABORATORY_FILTER,
    pageSizes: LIMITS.inventory.pageSizes,
    defaultSort: BY_STATUS,
  });
  return (
    <GridPage<LaboratoryInventoryRow>
      title={t('routes.laboratoryInventory')}
      label={t('laboratory.inventory.gridLabel')}
      grid={grid}
      dataKey="productId"
      filters={<FilterBar filter={laboratoryFilter} value={grid.filter} onSearch={grid.search} />}
      toolbar={<LaboratoryStepBar selection={grid.selection} can={can} onDone={grid.clearSelection} />}
      exports={{ fileBaseName: t('laboratory.inventory.exportFileName'), pdfOrientation: 'landscape' }}
      emptyMessage={t('laboratory.inventory.empty')}
    />
  );
}
