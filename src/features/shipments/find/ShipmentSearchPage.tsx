import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { inventoryApi, type SearchShipmentsApiArg, type ShipmentRow } from '../../../api/tags/inventory';
import { useAccessList } from '../../../auth/useAccessList';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid, type GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { SHIPMENT_CREATE_PATH } from '../../../domain/shipments/paths';
import { shipmentColumns } from './shipmentColumns';
import { EMPTY_FILTER, parseShipmentFilter, toSearchRequest, type ShipmentFilterValues } from './shipmentFilter';
import { shipmentSearchFilter } from './shipmentSearchFilter';

const NEWEST_FIRST = { field: 'shipmentId', order: 'desc' } as const;

const toArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<ShipmentFilterValues>): SearchShipmentsApiArg => ({
  shipmentSearchRequest: {
    ...toSearchRequest(filter),
    pageNumber,
    pageSize,
    isExport,
    sortField: sort.field,
    sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});

/** shipping/find: shipments the user takes part in, searched and paged on the server, with exports. */
export default function ShipmentSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useExportLabels();
  const access = useAccessList();
  const columns = useMemo(() => shipmentColumns(t, labels), [t, labels]);
  const grid = useServerGrid<ShipmentRow, ShipmentFilterValues, SearchShipmentsApiArg>({
    gridKey: 'shipments',
    endpoint: inventoryApi.endpoints.searchShipments,
    toArg,
    columns,
    emptyFilter: EMPTY_FILTER,
    pageSizes: LIMITS.shipments.pageSizes,
    defaultSort: NEWEST_FIRST,
    rememberFilter: parseShipmentFilter,
  });

  return (
    <GridPage<ShipmentRow>
      title={t('routes.shipmentSearch')}
      label={t('shipments.find.gridLabel')}
      grid={grid}
      dataKey="shipmentId"
      filters={<FilterBar filter={shipmentSearchFilter} value={grid.filter} onSearch={grid.search} />}
      exports={{ fileBaseName: t('shipments.find.exportFileName') }}
      emptyMessage={t('shipments.find.empty')}
      create={
        access.can(['ShipmentCreate'])
          ? {
              label: t('routes.shipmentCreate'),
              onClick: () => void navigate(SHIPMENT_CREATE_PATH),
            }
          : undefined
      }
    />
  );
}
