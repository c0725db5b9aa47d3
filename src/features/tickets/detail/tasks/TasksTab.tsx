import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { type TicketDetail, type TicketTask, useGetTicketTasksQuery } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { ExpandableText } from '../../../../shared/ui/ExpandableText';
import { QueryState } from '../QueryState';
import { orEmpty } from '../../../../shared/format/emptyValue';

/** The tasks tab: the tasks planned on the ticket (spec 002 section 3, Task), in scheduled order. */
export function TasksTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const tasks = useGetTicketTasksQuery({ ticketId: ticket.ticketId });
  const rows = tasks.data?.data ?? [];
  const col = (key: string) => t(`ticketTabs.tasks.columns.${key}`);
  const range = (from: string | null, to: string | null) => t('ticketTabs.tasks.range', { from: formatUtcDateTime(from), to: formatUtcDateTime(to) });
  const title = t('ticketTabs.tasks.title');

  return (
    <section aria-labelledby="ticket-tasks-title" aria-busy={tasks.isFetching} className="flex flex-column gap-2">
      <h2 id="ticket-tasks-title" className="text-lg font-semibold m-0">{title}</h2>
      <QueryState query={tasks} loading={t('ticketTabs.tasks.loading')} empty={rows.length === 0 ? t('ticketTabs.tasks.empty') : null}>
        <DataTable value={rows} dataKey="id" size="small" stripedRows scrollable pt={{ table: { 'aria-label': title } as object, wrapper: { tabIndex: 0, 'aria-label': title } as object }}>
          <Column
            header={col('name')}
            body={(r: TicketTask) => (
              <div className="flex flex-column gap-1">
                <span className="font-medium">{r.name}</span>
                {r.description && <ExpandableText text={r.description} title={r.name} />}
              </div>
            )}
            style={{ minWidth: '14rem' }}
          />
          <Column header={col('type')} field="typeName" />
          <Column header={col('status')} field="statusName" />
          <Column header={col('priority')} body={(r: TicketTask) => orEmpty(r.priorityName)} />
          <Column header={col('owner')} body={(r: TicketTask) => orEmpty(r.ownerFullName)} />
          <Column header={col('group')} body={(r: TicketTask) => orEmpty(r.groupName)} />
          <Column header={col('scheduled')} body={(r: TicketTask) => range(r.scheduledStartDate, r.scheduledEndDate)} />
          <Column header={col('actual')} body={(r: TicketTask) => range(r.actualStartDate, r.actualEndDate)} />
          <Column
            header={col('effort')}
            body={(r: TicketTask) => t('ticketTabs.tasks.effort', { days: r.effortDays, hours: r.effortHours, minutes: r.effortMinutes })}
          />
          <Column
            header={col('progress')}
            body={(r: TicketTask) => (
              <ProgressBar value={r.progressPercent} displayValueTemplate={(v: number) => `${v}%`} style={{ height: '1.25rem', minWidth: '6rem' }} aria-label={col('progress')} />
            )}
          />
        </DataTable>
      </QueryState>
    </section>
  );
}
