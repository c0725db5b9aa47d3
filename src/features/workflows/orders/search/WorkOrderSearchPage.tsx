import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketApi, type WorkFlowOrderRow, type SearchWorkFlowOrdersApiArg } from '../../../../api/tags/ticket';
import { FilterBar } from '../../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../../shared/ui/GridPage/GridPage';
import { useServerGrid, type GridRequest } from '../../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../../shared/validation/limits';
import { WorkflowGanttDialog } from '../../../../domain/workflows/gantt/WorkflowGanttDialog';
import type { GanttTarget } from '../../../../domain/workflows/gantt/ganttTarget';
import { workOrderColumns } from './workOrderColumns';
import { EMPTY_FILTER, parseWorkOrderFilter, toSearchFilter, type WorkOrderFilterValues } from './workOrderFilter';
import { workOrderSearchFilter } from './workOrderSearchFilter';

// The service answers newest first and sorts by nothing else.
const NEWEST_FIRST = { field: 'createdDateUTC', order: 'desc' } as const;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<WorkOrderFilterValues>): SearchWorkFlowOrdersApiArg => ({
  workFlowOrderSearchFilter: { ...toSearchFilter(filter), pageNumber, pageSize },
});

/** requirement/odt/search (ADM): work orders searched and paged on the server; each opens its detail or diagram. */
export default function WorkOrderSearchPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const [diagram, setDiagram] = useState<GanttTarget | null>(null);
  const columns = useMemo(() => workOrderColumns(t, labels, (row) => setDiagram({ workFlowOrderId: row.id })), [t, labels]);
  const grid = useServerGrid<WorkFlowOrderRow, WorkOrderFilterValues, SearchWorkFlowOrdersApiArg>({
    gridKey: 'work-orders',
    endpoint: ticketApi.endpoints.searchWorkFlowOrders,
    toArg,
    columns,
    emptyFilter: EMPTY_FILTER,
    pageSizes: LIMITS.workOrders.pageSizes,
    // ticket.yaml WorkFlowOrderSearchFilter.pageSize maximum.
    maxPageSize: 100,
    defaultSort: NEWEST_FIRST,
    rememberFilter: parseWorkOrderFilter,
  });

  return (
    <GridPage<WorkFlowOrderRow>
      title={t('routes.odtSearch')}
      label={t('workOrders.search.gridLabel')}
      grid={grid}
      dataKey="id"
      filters={<FilterBar filter={workOrderSearchFilter} value={grid.filter} onSearch={grid.search} />}
      exports={{ fileBaseName: t('workOrders.search.exportFileName') }}
      emptyMessage={t('workOrders.search.empty')}
    >
      <WorkflowGanttDialog target={diagram} onHide={() => setDiagram(null)} />
    </GridPage>
  );
}
