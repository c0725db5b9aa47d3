import type { TFunction } from 'i18next';
import type { ShipmentRow } from '../../../api/tags/inventory';
import { destinationKindOf, originKindOf, type PlaceKind } from '../../../domain/shipments/shipmentTypes';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type ExportValue, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

const DAY_MS = 86_400_000;

/** Whole days from creation to reception (null until received): how long the shipment took. */
export const daysToReceive = (row: ShipmentRow): number | null =>
  row.receivedDate === null ? null : Math.floor((Date.parse(row.receivedDate) - Date.parse(row.createdDate)) / DAY_MS);

type Column = { id: keyof ShipmentRow & string; format?: ColumnFormat; width?: string; value?: ExportValue<ShipmentRow>; sortable?: boolean };

/** The report's columns (grid and exports): types, kinds and statuses in the user's language, and the days each shipment took. */
export function reportColumns(t: TFunction, labels: ExportLabels): PageColumn<ShipmentRow>[] {
  const kind = (k: PlaceKind) => t(k === 'Warehouse' ? 'inventory.views.warehouse.place' : 'inventory.views.taskForce.place');
  const columns: Column[] = [
    { id: 'shipmentId', format: 'number', width: '8rem' },
    { id: 'invoiceNumber' },
    { id: 'shipmentType', width: '13rem', value: (row) => t(`shipments.format.${row.shipmentType}`) },
    { id: 'originTypeName', value: (row) => kind(originKindOf(row.shipmentType)), sortable: false },
    { id: 'originResponsibleName', width: '12rem' },
    { id: 'destinationTypeName', value: (row) => kind(destinationKindOf(row.shipmentType)), sortable: false },
    { id: 'destinationResponsibleName', width: '12rem' },
    { id: 'shipmentStateId', value: (row) => t(`shipments.status.${row.shipmentStateId}`) },
    { id: 'itemCount', format: 'number', width: '7rem' },
    { id: 'courierName' },
    { id: 'guideNumber' },
    { id: 'createdDate', format: 'date', width: '11rem' },
    { id: 'confirmedDate', format: 'date', width: '11rem' },
    { id: 'receivedDate', format: 'date', width: '11rem' },
    { id: 'createdUserFullName' },
  ];
  const days = valueColumn<ShipmentRow>(labels, { id: 'daysToReceive', header: t('inventory.report.columns.daysToReceive'), format: 'number', value: daysToReceive, width: '8rem' });
  return [
    ...columns.map(({ id, format, width, value, sortable = true }) =>
      valueColumn<ShipmentRow>(labels, { id, header: t(`inventory.report.columns.${id}`), format, width, value, sortField: sortable ? id : undefined })),
    days,
  ];
}
