import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { TicketProduct } from '../../../../api/tags/ticket';
import { orEmpty } from '../../../../shared/format/emptyValue';

interface InstalledComponentsProps {
  products: TicketProduct[];
  /** Adds a component to the retire side; absent when the movement cannot retire now. */
  onRetire?: (serial: string) => void;
}

/** The components installed on the ticket (its products), each with a quick "retire" while retiring. */
export function InstalledComponents({ products, onRetire }: InstalledComponentsProps) {
  const { t } = useTranslation();
  const col = (key: string) => t(`ticketTabs.movements.columns.${key}`);
  const title = t('ticketTabs.movements.installedTitle');

  return (
    <section aria-labelledby="ticket-installed-title" className="flex flex-column gap-2">
      <h3 id="ticket-installed-title" className="text-lg font-semibold m-0">{title}</h3>
      {products.length === 0 ? (
        <p role="status" className="m-0 text-700">{t('ticketTabs.movements.installedEmpty')}</p>
      ) : (
        <DataTable value={products} dataKey="serialNumber" pt={{ table: { 'aria-label': title } as object }} size="small" stripedRows>
          <Column header={col('serial')} field="serialNumber" />
          <Column header={col('brand')} body={(p: TicketProduct) => orEmpty(p.brandName)} />
          <Column header={col('model')} body={(p: TicketProduct) => orEmpty(p.modelName)} />
          <Column header={col('description')} body={(p: TicketProduct) => orEmpty(p.modelDescription)} />
          {onRetire && (
            <Column
              header={col('actions')}
              body={(p: TicketProduct) => (
                <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => onRetire(p.serialNumber)}>
                  <span className="pi pi-minus-circle mr-2" aria-hidden="true" />
                  {t('ticketTabs.movements.addToRetire', { serial: p.serialNumber })}
                </button>
              )}
            />
          )}
        </DataTable>
      )}
    </section>
  );
}
