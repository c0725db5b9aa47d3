import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { WorkFlowOrderRow } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import type { GridColumn } from '../../../../shared/ui/DataGrid/DataGrid';
import { workOrderDetailPath } from '../../../../domain/workflows/paths/workOrderDetailPath';
import { progressOf } from '../workOrderRules';
import { WorkOrderStateTag } from '../WorkOrderStateTag';

/** The work-order grid's columns; the key opens the detail, the last column the order's diagram. */
export function workOrderColumns(t: TFunction, openDiagram: (row: WorkFlowOrderRow) => void): GridColumn<WorkFlowOrderRow>[] {
  const header = (key: string) => t(`workOrders.columns.${key}`);
  return [
    {
      id: 'workFlowOrderKey',
      header: header('key'),
      body: (row) => (
        <Link to={workOrderDetailPath(row.id)} aria-label={t('workOrders.search.open', { key: row.workFlowOrderKey })}>
          {row.workFlowOrderKey}
        </Link>
      ),
    },
    { id: 'workFlowName', header: header('workFlow'), body: (row) => row.workFlowName, width: '12rem' },
    { id: 'workFlowTypeName', header: header('workFlowType'), body: (row) => row.workFlowTypeName },
    { id: 'clientName', header: header('client'), body: (row) => row.clientName },
    { id: 'locationName', header: header('location'), body: (row) => row.locationName, width: '12rem' },
    { id: 'stateName', header: header('state'), body: (row) => <WorkOrderStateTag stateId={row.stateId} name={row.stateName} /> },
    { id: 'progress', header: header('progress'), body: (row) => progressOf(row) },
    { id: 'createdDateUTC', header: header('created'), body: (row) => formatUtcDateTime(row.createdDateUTC), width: '11rem' },
    { id: 'createdUserFullName', header: header('createdBy'), body: (row) => row.createdUserFullName },
    {
      id: 'diagram',
      header: header('diagram'),
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
