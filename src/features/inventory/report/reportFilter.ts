import type { SearchShipmentsApiArg, ShipmentStatusId } from '../../../api/tags/inventory';
import { SHIPMENT_STATUS_IDS } from '../../../domain/shipments/shipmentStatus';
import { destinationKindOf, isShipmentFormat, originKindOf, type PlaceKind, type ShipmentFormat } from '../../../domain/shipments/shipmentTypes';
import { toUtcWire } from '../../../shared/format/dateTime';
import { storedDateRange } from '../../../shared/storage/lastFilter';
import { EMPTY_RANGE, endOfDay, startOfDay, type DateRange } from '../../../shared/ui/DateRangePicker';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { toServiceSort } from '../gridSort';
import type { InventoryScope } from '../../../domain/inventory/placeOptions';
import { storedChoices, storedId } from '../storedValues';

/** What the shipment report filters by. Origin and destination need a type: it says whether each is a warehouse or a task force. */
export interface ReportFilterValues {
  created: DateRange;
  statusIds: ShipmentStatusId[];
  format: ShipmentFormat | null;
  originId: number | null;
  destinationId: number | null;
}

export const EMPTY_REPORT_FILTER: ReportFilterValues = { created: EMPTY_RANGE, statusIds: [], format: null, originId: null, destinationId: null };

const SCOPES: Record<PlaceKind, InventoryScope> = { Warehouse: 'warehouse', TaskForce: 'taskForce' };

/** The place lists a type offers for its origin and destination. */
export const placeScopes = (format: ShipmentFormat) => ({ origin: SCOPES[originKindOf(format)], destination: SCOPES[destinationKindOf(format)] });

export const toReportSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<ReportFilterValues>): SearchShipmentsApiArg => {
  const { start, end } = filter.created;
  return {
    shipmentSearchRequest: {
      shipmentId: null, guideNumber: null, courierId: null, format: filter.format, shipmentStateIds: filter.statusIds,
      originId: filter.format === null ? null : filter.originId, destinationId: filter.format === null ? null : filter.destinationId,
      dateFrom: start ? toUtcWire(startOfDay(start)) : null, dateTo: end ? toUtcWire(endOfDay(end)) : null,
      pageNumber, pageSize, isExport, ...toServiceSort(sort),
    },
  };
};

/** The remembered filter read back (the grid page keeps the last search); anything malformed is the empty value, places only with a type. */
export function parseReportFilter(stored: Readonly<Record<string, unknown>>): ReportFilterValues {
  const format = isShipmentFormat(stored.format) ? stored.format : null;
  return {
    created: storedDateRange(stored.created),
    statusIds: storedChoices(stored.statusIds, SHIPMENT_STATUS_IDS),
    format,
    originId: format === null ? null : storedId(stored.originId),
    destinationId: format === null ? null : storedId(stored.destinationId),
  };
}
