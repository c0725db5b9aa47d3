import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { type TicketComponent, useGetTicketComponentsQuery } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { QueryState } from '../QueryState';
import { EMPTY_VALUE, orEmpty } from '../../../../shared/format/emptyValue';

/** The components moved on the ticket with their last movement (getTicketComponents), refreshed by tag. */
export function MovementHistory({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const components = useGetTicketComponentsQuery({ ticketId });
  const rows = components.data?.data ?? [];
  const col = (key: string) => t(`ticketTabs.movements.columns.${key}`);
  const title = t('ticketTabs.movements.historyTitle');

  return (
    <section aria-labelledby="ticket-movements-title" aria-busy={components.isFetching} className="flex flex-column gap-2">
      <h3 id="ticket-movements-title" className="text-lg font-semibold m-0">{title}</h3>
      <QueryState query={components} loading={t('ticketTabs.movements.loading')} empty={rows.length === 0 ? t('ticketTabs.movements.historyEmpty') : null}>
        <DataTable value={rows} dataKey="serialNumber" pt={{ table: { 'aria-label': title } as object }} size="small" stripedRows>
          <Column header={col('serial')} field="serialNumber" />
          <Column header={col('brand')} body={(c: TicketComponent) => orEmpty(c.brandName)} />
          <Column header={col('model')} body={(c: TicketComponent) => [c.modelName, c.modelDescription].filter(Boolean).join(' · ') || EMPTY_VALUE} />
          <Column header={col('condition')} body={(c: TicketComponent) => orEmpty(c.productConditionName)} />
          <Column
            header={col('movement')}
            body={(c: TicketComponent) => (
              <span className={`font-semibold ${c.movementType === 'Install' ? 'text-green-800' : 'text-orange-800'}`}>
                <span className={`pi ${c.movementType === 'Install' ? 'pi-arrow-down' : 'pi-arrow-up'} mr-1`} aria-hidden="true" />
                {t(`ticketTabs.movements.type.${c.movementType}`)}
              </span>
            )}
          />
          <Column header={col('date')} body={(c: TicketComponent) => formatUtcDateTime(c.movementDateTime)} />
          <Column header={col('user')} field="movementUserFullName" />
        </DataTable>
      </QueryState>
    </section>
  );
}
