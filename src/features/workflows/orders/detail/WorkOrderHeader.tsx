import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkFlowOrder } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { progressOf } from '../workOrderRules';
import { WorkOrderStateTag } from '../WorkOrderStateTag';

/** The order's facts: what runs, for whom, where, its state, dates and progress. */
export function WorkOrderHeader({ order }: { order: WorkFlowOrder }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    ['workFlow', `${order.workFlowKey} · ${order.workFlowName}`],
    ['workFlowType', order.workFlowTypeName],
    ['client', order.clientName],
    ['location', order.locationName],
    ['state', <WorkOrderStateTag key="state" stateId={order.stateId} name={order.stateName} />],
    ['progress', t('workOrders.detail.progressValue', { progress: progressOf(order) })],
    ['created', formatUtcDateTime(order.createdDateUTC)],
    ['createdBy', order.createdUserFullName],
    ['closed', formatUtcDateTime(order.closedDateUTC)],
    ['cancelled', formatUtcDateTime(order.cancelledDateUTC)],
  ];
  if (order.cancelReason) facts.push(['cancelReason', order.cancelReason]);
  facts.push(['description', order.description || t('workOrders.detail.noDescription')]);

  return (
    <dl className="surface-card border-round shadow-1 p-3 m-0" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '0.75rem 1.5rem' }}>
      {facts.map(([key, value]) => (
        <div key={key} className="flex flex-column gap-1" style={key === 'description' || key === 'cancelReason' ? { gridColumn: '1 / -1' } : undefined}>
          <dt className="text-600 text-sm">{t(`workOrders.fields.${key}`)}</dt>
          <dd className="m-0" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
