import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchWorkFlowOrdersQuery, type WorkFlowOrderRow } from '../../../../api/tags/ticket';
import { DataGrid, type GridPage } from '../../../../shared/ui/DataGrid/DataGrid';
import { useColumnVisibility } from '../../../../shared/ui/DataGrid/columnVisibility';
import { RequestError } from '../../../../shared/ui/RequestError';
import { LIMITS } from '../../../../shared/validation/limits';
import { WorkflowGanttDialog } from '../../../../domain/workflows/gantt/WorkflowGanttDialog';
import type { GanttTarget } from '../../../../domain/workflows/gantt/ganttTarget';
import { workOrderColumns } from './workOrderColumns';
import { EMPTY_FILTER, toSearchFilter, type WorkOrderFilterValues } from './workOrderFilter';
import { WorkOrderFilters } from './WorkOrderFilters';

const PAGE_SIZES = LIMITS.workOrders.pageSizes;
// The service answers newest first and sorts by nothing else.
const NEWEST_FIRST = { field: 'createdDateUTC', order: 'desc' } as const;

/** requirement/odt/search (ADM): work orders searched and paged on the server; each opens its detail or diagram. */
export default function WorkOrderSearchPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<WorkOrderFilterValues>(EMPTY_FILTER);
  const [page, setPage] = useState<GridPage>({ pageNumber: 1, pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<WorkFlowOrderRow[]>([]);
  const [diagram, setDiagram] = useState<GanttTarget | null>(null);
  const result = useSearchWorkFlowOrdersQuery({ workFlowOrderSearchFilter: { ...toSearchFilter(filter), ...page } });

  const columns = useMemo(() => workOrderColumns(t, (row) => setDiagram({ workFlowOrderId: row.id })), [t]);
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const visibility = useColumnVisibility('work-orders', columnIds);

  const search = (values: WorkOrderFilterValues) => {
    setSelection([]);
    setFilter(values);
    setPage((current) => ({ ...current, pageNumber: 1 }));
  };

  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }}>
      <h1 className="text-2xl font-semibold m-0">{t('routes.odtSearch')}</h1>
      <WorkOrderFilters onSearch={search} />
      <RequestError error={result.error} onRetry={() => void result.refetch()} />
      <DataGrid<WorkFlowOrderRow>
        visibility={visibility}
        label={t('workOrders.search.gridLabel')}
        rows={result.data?.data.items ?? []}
        dataKey="id"
        columns={columns}
        totalCount={result.data?.data.totalCount ?? 0}
        page={page}
        pageSizes={PAGE_SIZES}
        onPage={(next) => {
          setSelection([]);
          setPage(next);
        }}
        sort={NEWEST_FIRST}
        onSort={() => undefined}
        loading={result.isFetching}
        emptyMessage={t('workOrders.search.empty')}
        selection={selection}
        onSelectionChange={setSelection}
      />
      <WorkflowGanttDialog target={diagram} onHide={() => setDiagram(null)} />
    </section>
  );
}
