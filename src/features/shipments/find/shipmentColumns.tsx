import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { ShipmentRow } from '../../../api/tags/inventory';
import type { ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { shipmentDetailPath, shipmentReceptionPath } from '../../../domain/shipments/paths';
import { canTakeStep } from '../../../domain/shipments/stateMachine';
import { destinationKindOf, originKindOf } from '../../../domain/shipments/shipmentTypes';

/** The shipment grid's (and its exports') columns; the id opens the detail, the last column the reception while items can be received. */
export function shipmentColumns(t: TFunction, labels: ExportLabels): PageColumn<ShipmentRow>[] {
  const header = (key: string) => t(`shipments.fields.${key}`);
  const text = (id: keyof ShipmentRow & string, key: string, width?: string) => valueColumn<ShipmentRow>(labels, { id, header: header(key), width });
  const date = (id: keyof ShipmentRow & string, key: string) =>
    valueColumn<ShipmentRow>(labels, {
      id,
      header: header(key),
      format: 'date',
      width: '11rem',
    });
  return [
    valueColumn<ShipmentRow>(labels, {
      id: 'shipmentId',
      header: header('shipmentId'),
      width: '7rem',
      render: (row, id) => (
        <Link to={shipmentDetailPath(row.shipmentId)} aria-label={t('shipments.find.open', { id })}>
          {id}
        </Link>
      ),
    }),
    text('invoiceNumber', 'invoiceNumber'),
    valueColumn<ShipmentRow>(labels, {
      id: 'shipmentType',
      header: header('format'),
      value: (row) => t(`shipments.format.${row.shipmentType}`),
      width: '13rem',
    }),
    valueColumn<ShipmentRow>(labels, {
      id: 'originTypeName',
      header: header('originType'),
      value: (row) => t(`shipments.placeKind.${originKindOf(row.shipmentType)}`),
    }),
    text('originResponsibleName', 'origin', '12rem'),
    valueColumn<ShipmentRow>(labels, {
      id: 'destinationTypeName',
      header: header('destinationType'),
      value: (row) => t(`shipments.placeKind.${destinationKindOf(row.shipmentType)}`),
    }),
    text('destinationResponsibleName', 'destination', '12rem'),
    text('courierName', 'courier'),
    text('guideNumber', 'guideNumber'),
    valueColumn<ShipmentRow>(labels, {
      id: 'shipmentStateId',
      header: header('status'),
      value: (row) => t(`shipments.status.${row.shipmentStateId}`),
    }),
    text('itemCount', 'itemCount', '6rem'),
    date('createdDate', 'createdDate'),
    date('confirmedDate', 'confirmedDate'),
    date('receivedDate', 'receivedDate'),
    text('createdUserFullName', 'createdBy'),
    {
      id: 'reception',
      header: header('reception'),
      exported: false,
      body: (row) =>
        canTakeStep(row.shipmentStateId, 'register') && (
          <Link
            to={shipmentReceptionPath(row.shipmentId)}
            className="p-button p-button-text p-button-sm p-button-icon-only"
            aria-label={t('shipments.find.receive', { id: row.shipmentId })}
          >
            <span className="pi pi-inbox" aria-hidden="true" />
          </Link>
        ),
    },
  ];
}
