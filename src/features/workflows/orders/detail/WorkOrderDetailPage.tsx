import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../../../core/errors/apiError';
import { useGetWorkFlowOrderByIdQuery } from '../../../../api/tags/ticket';
import { useAccessList } from '../../../../auth/useAccessList';
import { RequestError } from '../../../../shared/ui/RequestError';
import { WorkflowGanttDialog } from '../../../../domain/workflows/gantt/WorkflowGanttDialog';
import type { GanttTarget } from '../../../../domain/workflows/gantt/ganttTarget';
import { PERMISSIONS } from '../../../../auth/permissionNames';
import { isOpen, ORDER_STATE } from '../workOrderRules';
import { CancelWorkOrderDialog } from './CancelWorkOrderDialog';
import { WorkOrderComments } from './WorkOrderComments';
import { WorkOrderFiles } from './WorkOrderFiles';
import { WorkOrderHeader } from './WorkOrderHeader';
import { WorkOrderTickets } from './WorkOrderTickets';

/** Why there is no order to show beyond a failed request: not this user's (403) or none with this id (404). */
type Refusal = 'denied' | 'notFound';

function refusalOf(error: unknown): Refusal | null {
  const status = isApiError(error) ? error.status : null;
  return status === 403 ? 'denied' : status === 404 ? 'notFound' : null;
}

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="p-3 border-round bg-yellow-50 text-yellow-900 flex flex-column gap-1">
      <strong>{t(`workOrders.detail.${refusal}.title`)}</strong>
      <span>{t(`workOrders.detail.${refusal}.body`)}</span>
    </div>
  );
}

/**
 * requirement/odt/{id}: one work order with its tickets, comments and files; its diagram, and its
 * cancellation for whom may cancel while it is in process. A cancelled order takes no more comments or files.
 */
export default function WorkOrderDetailPage() {
  const { t } = useTranslation();
  const access = useAccessList();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useGetWorkFlowOrderByIdQuery({ workFlowOrderId: id }, { skip: !validId });
  const [diagram, setDiagram] = useState<GanttTarget | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const order = query.data?.data;
  const refusal = validId ? refusalOf(query.error) : 'notFound';

  const canCancel = order !== undefined && isOpen(order.stateId) && access.can([PERMISSIONS.ticketOdtCancel]);
  const canWrite = order !== undefined && order.stateId !== ORDER_STATE.canceled;

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="work-order-title" aria-busy={query.isFetching}>
      <header className="flex flex-wrap align-items-center gap-2">
        <h1 id="work-order-title" className="text-2xl font-semibold m-0">
          {order ? t('workOrders.detail.title', { key: order.workFlowOrderKey }) : t('routes.odtDetail')}
        </h1>
        {order && (
          <div className="flex gap-2 ml-auto">
            <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => setDiagram({ workFlowOrderId: order.id })}>
              <span className="pi pi-sitemap mr-2" aria-hidden="true" />
              {t('workOrders.viewDiagram')}
            </button>
            {canCancel && (
              <button type="button" className="p-button p-button-danger p-button-outlined p-button-sm" onClick={() => setCancelling(true)}>
                <span className="pi pi-ban mr-2" aria-hidden="true" />
                {t('workOrders.cancel.open')}
              </button>
            )}
          </div>
        )}
      </header>
      {refusal ? (
        <RefusalMessage refusal={refusal} />
      ) : query.isLoading ? (
        <p role="status" className="text-700">
          <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          {t('workOrders.detail.loading')}
        </p>
      ) : query.error || !order ? (
        <RequestError error={query.error} onRetry={() => void query.refetch()} title={t('workOrders.detail.loadError')} />
      ) : (
        <>
          <WorkOrderHeader order={order} />
          <WorkOrderTickets tickets={order.tickets} />
          <WorkOrderComments workFlowOrderId={order.id} canWrite={canWrite} />
          <WorkOrderFiles workFlowOrderId={order.id} canWrite={canWrite} />
        </>
      )}
      {cancelling && order && <CancelWorkOrderDialog order={order} onClose={() => setCancelling(false)} />}
      <WorkflowGanttDialog target={diagram} onHide={() => setDiagram(null)} />
    </section>
  );
}
