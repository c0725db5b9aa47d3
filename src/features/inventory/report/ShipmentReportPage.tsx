import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryApi, type SearchShipmentsApiArg, type ShipmentRow } from '../../../api/tags/inventory';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { reportColumns } from './reportColumns';
import { EMPTY_REPORT_FILTER, parseReportFilter, toReportSearchArg, type ReportFilterValues } from './reportFilter';
import { shipmentReportFilter } from './shipmentReportFilter';

const NEWEST_FIRST = { field: 'shipmentId', order: 'desc' } as const;

/** /shipping/report: the shipments list as a report, by creation dates, statuses, type, origin and destination, with exports. */
export default function ShipmentReportPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const columns = useMemo(() => reportColumns(t, labels), [t, labels]);
  const grid = useServerGrid<ShipmentRow, ReportFilterValues, SearchShipmentsApiArg>({
    gridKey: 'shipment-report',
    endpoint: inventoryApi.endpoints.searchShipments,
    toArg: toReportSearchArg,
    columns,
    emptyFilter: EMPTY_REPORT_FILTER,
    pageSizes: LIMITS.inventory.pageSizes,
    defaultSort: NEWEST_FIRST,
    defaultHidden: ['invoiceNumber', 'courierName', 'confirmedDate', 'createdUserFullName'],
    rememberFilter: parseReportFilter,
  });
  return (
    <GridPage<ShipmentRow>
      title={t('routes.shipmentReport')}
      label={t('inventory.report.gridLabel')}
      grid={grid}
      dataKey="shipmentId"
      filters={<FilterBar filter={shipmentReportFilter} value={grid.filter} onSearch={grid.search} />}
      exports={{ fileBaseName: t('inventory.report.exportFileName'), pdfOrientation: 'landscape' }}
      emptyMessage={t('inventory.report.empty')}
    />
  );
}
