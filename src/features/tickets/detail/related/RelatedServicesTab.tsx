import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TicketDetail, useGetTicketRelatedServicesQuery } from '../../../../api/tags/ticket';
import { useAccessList } from '../../../../auth/useAccessList';
import { WorkflowGanttDialog } from '../../../../domain/workflows/gantt/WorkflowGanttDialog';
import type { GanttTarget } from '../../../../domain/workflows/gantt/ganttTarget';
import { workOrderDetailPath } from '../../../../domain/workflows/paths/workOrderDetailPath';
import { PERMISSIONS } from '../../../../auth/permissionNames';
import { QueryState } from '../QueryState';
import { RelatedTicketsTable } from './RelatedTicketsTable';

/**
 * The related services tab: the other services (tickets) of the ticket's enabling-service work order
 * (ticketClientGroup, spec 000 section 3), the order's Gantt diagram and, with the work-order detail
 * permission, a link to the order. A ticket outside any work order has none, so nothing is asked.
 */
export function RelatedServicesTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const access = useAccessList();
  const [diagram, setDiagram] = useState<GanttTarget | null>(null);
  const workOrder = ticket.ticketClientGroup;
  const related = useGetTicketRelatedServicesQuery({ ticketId: ticket.ticketId }, { skip: workOrder === null });
  const rows = related.data?.data ?? [];

  if (workOrder === null) {
    return (
      <p role="status" className="text-700">
        {t('ticketTabs.related.noWorkOrder')}
      </p>
    );
  }
  const title = t('ticketTabs.related.title', { id: workOrder });
  return (
    <section aria-labelledby="ticket-related-title" aria-busy={related.isFetching} className="flex flex-column gap-2">
      <h2 id="ticket-related-title" className="text-lg font-semibold m-0">{title}</h2>
      {ticket.ticketWorkFlowName && <p className="m-0 text-700">{t('ticketTabs.related.workflow', { name: ticket.ticketWorkFlowName })}</p>}
      <div className="flex flex-wrap align-items-center gap-3">
        <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => setDiagram({ workFlowOrderId: workOrder })}>
          <span className="pi pi-sitemap mr-2" aria-hidden="true" />
          {t('workOrders.related.diagram')}
        </button>
        {access.can([PERMISSIONS.ticketOdtDetail]) && <Link to={workOrderDetailPath(workOrder)}>{t('workOrders.related.open', { id: workOrder })}</Link>}
      </div>
      <QueryState query={related} loading={t('ticketTabs.related.loading')} empty={rows.length === 0 ? t('ticketTabs.related.empty') : null}>
        <RelatedTicketsTable rows={rows} label={title} />
      </QueryState>
      <WorkflowGanttDialog target={diagram} onHide={() => setDiagram(null)} />
    </section>
  );
}
