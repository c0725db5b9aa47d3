import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentItem } from '../../../api/tags/inventory';
import { orEmpty } from '../../../shared/format/emptyValue';

interface ShipmentItemsTableProps {
  items: ShipmentItem[];
  /** A leading cell per item (the reception's checkbox). */
  lead?: (item: ShipmentItem) => ReactNode;
  leadHeader?: ReactNode;
  /** A trailing cell per item (the reception's accept and reject buttons). */
  actions?: (item: ShipmentItem) => ReactNode;
}

/** The items of a shipment: kind, serial number, name, quantity and reception status. */
export function ShipmentItemsTable({ items, lead, leadHeader, actions }: ShipmentItemsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="surface-card border-round shadow-1 p-3 overflow-auto">
      <table className="w-full" aria-label={t('shipments.items.title')}>
        <thead>
          <tr className="text-left">
            {lead && <th scope="col">{leadHeader}</th>}
            <th scope="col">{t('shipments.items.kind')}</th>
            <th scope="col">{t('shipments.items.serialNumber')}</th>
            <th scope="col">{t('shipments.items.name')}</th>
            <th scope="col">{t('shipments.fields.quantity')}</th>
            <th scope="col">{t('shipments.items.reception')}</th>
            {actions && <th scope="col">{t('shipments.items.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.articleShipmentId} data-item={item.articleShipmentId}>
              {lead && <td>{lead(item)}</td>}
              <td>{t(`shipments.itemType.${item.itemType}`)}</td>
              <td>{orEmpty(item.serialNumber)}</td>
              <td>{item.name}</td>
              <td>{item.quantity}</td>
              <td>{t(`shipments.reception.status.${item.receptionStatusId}`)}</td>
              {actions && <td>{actions(item)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
