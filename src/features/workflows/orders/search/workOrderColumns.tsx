import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { WorkFlowOrderRow } from '../../../../api/tags/ticket';
import type { ExportLabels } from '../../../../shared/export';
import { valueColumn, type PageColumn } from '../../../../shared/ui/GridPage/pageColumns';
import { workOrderDetailPath } from '../../../../domain/workflows/paths/workOrderDetailPath';
import { progressOf } from '../workOrderRules';
import { WorkOrderStateTag } from '../WorkOrderStateTag';

/** The work-order grid's (and the exports') columns; the key opens the detail, the last column the order's diagram. */
export function workOrderColumns(t: TFunction, labels: ExportLabels, openDiagram: (row: WorkFlowOrderRow) => void): PageColumn<WorkFlowOrderRow>[] {
  const header = (key: string) => t(`workOrders.columns.${key}`);
  const text = (id: keyof WorkFlowOrderRow & string, key: string, width?: string) => valueColumn<WorkFlowOrderRow>(labels, { id, header: header(key), width });
  return [
    valueColumn<WorkFlowOrderRow>(labels, {
      id: 'workFlowOrderKey',
      header: header('key'),
      render: (row, orderKey) => (
        <Link to={workOrderDetailPath(row.id)} aria-label={t('workOrders.search.open', { key: orderKey })}>
          {orderKey}
        </Link>
      ),
    }),
    text('workFlowName', 'workFlow', '12rem'),
    text('workFlowTypeName', 'workFlowType'),
    text('clientName', 'client'),
    text('locationName', 'location', '12rem'),
    valueColumn<WorkFlowOrderRow>(labels, { id: 'stateName', header: header('state'), render: (row, name) => <WorkOrderStateTag stateId={row.stateId} name={name} /> }),
    valueColumn<WorkFlowOrderRow>(labels, { id: 'progress', header: header('progress'), value: progressOf }),
    valueColumn<WorkFlowOrderRow>(labels, { id: 'createdDateUTC', header: header('created'), format: 'date', width: '11rem' }),
    text('createdUserFullName', 'createdBy'),
    {
      id: 'diagram',
      header: header('diagram'),
      exported: false,
      body: (row) => (
        <button
          type="button"
          className="p-button p-button-text p-button-sm p-button-icon-only"
          aria-label={t('workOrders.search.diagramOf', { key: row.workFlowOrderKey })}
          title={t('workOrders.viewDiagram')}
          onClick={() => openDiagram(row)}
        >
          <span className="pi pi-sitemap" aria-hidden="true" />
        </button>
      ),
    },
  ];
}
