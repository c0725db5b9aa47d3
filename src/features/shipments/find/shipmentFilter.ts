import type { ShipmentSearchRequest, ShipmentStatusId } from '../../../api/tags/inventory';
import { toUtcWire } from '../../../shared/format/dateTime';
import { storedDateRange } from '../../../shared/storage/lastFilter';
import { EMPTY_RANGE, endOfDay, startOfDay, type DateRange } from '../../../shared/ui/DateRangePicker';
import { LIMITS } from '../../../shared/validation/limits';
import { isShipmentFormat, type ShipmentFormat } from '../../../domain/shipments/shipmentTypes';
import { SHIPMENT_STATUS_IDS } from '../../../domain/shipments/shipmentStatus';

/** What the shipment search filters by; applied on "search", not while typing. */
export interface ShipmentFilterValues {
  shipmentId: string;
  guideNumber: string;
  format: ShipmentFormat | null;
  statusId: ShipmentStatusId | null;
  courierId: number | null;
  created: DateRange;
}

export const EMPTY_FILTER: ShipmentFilterValues = {
  shipmentId: '',
  guideNumber: '',
  format: null,
  statusId: null,
  courierId: null,
  created: EMPTY_RANGE,
};

/** A shipment id as typed: digits only, at most 8 (spec 001 section 5). */
export const shipmentIdInput = (typed: string) => typed.replace(/\D/g, '').slice(0, LIMITS.shipments.shipmentIdMax);

export function toSearchRequest(
  values: ShipmentFilterValues,
): Omit<ShipmentSearchRequest, 'pageNumber' | 'pageSize' | 'isExport' | 'sortField' | 'sortOrder'> {
  const { start, end } = values.created;
  return {
    shipmentId: values.shipmentId || null,
    guideNumber: values.guideNumber.trim() || null,
    format: values.format,
    shipmentStateIds: values.statusId === null ? [] : [values.statusId],
    courierId: values.courierId,
    originId: null,
    destinationId: null,
    dateFrom: start ? toUtcWire(startOfDay(start)) : null,
    dateTo: end ? toUtcWire(endOfDay(end)) : null,
  };
}

/** The remembered filter read back; anything malformed is the empty value. */
export function parseShipmentFilter(stored: Readonly<Record<string, unknown>>): ShipmentFilterValues {
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return {
    shipmentId: shipmentIdInput(text(stored.shipmentId, LIMITS.shipments.shipmentIdMax)),
    guideNumber: text(stored.guideNumber, LIMITS.shipments.guideNumberMax),
    format: isShipmentFormat(stored.format) ? stored.format : null,
    statusId: SHIPMENT_STATUS_IDS.find((id) => id === stored.statusId) ?? null,
    courierId: typeof stored.courierId === 'number' && Number.isInteger(stored.courierId) ? stored.courierId : null,
    created: storedDateRange(stored.created),
  };
}
