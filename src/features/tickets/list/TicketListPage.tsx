import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetCatalogTicketStatusesQuery } from '../../../api/tags/catalog';
import { ticketApi, useSearchTicketsGeneralQuery, type TicketListRow } from '../../../api/tags/ticket';
import { PERMISSIONS } from '../../../auth/permissionNames';
import { useAccessList } from '../../../auth/useAccessList';
import { useAppDispatch } from '../../../core/store/hooks';
import { DataGrid } from '../../../shared/ui/DataGrid/DataGrid';
import { useColumnVisibility } from '../../../shared/ui/DataGrid/columnVisibility';
import { ExportToolbar } from '../../../shared/ui/ExportToolbar';
import { useToast } from '../../../shared/ui/ToastProvider';
import { TicketFilterPanel, toSearchFilter, useLastFilter } from '../filter';
import { BulkStatusMenu } from './BulkStatusMenu';
import { ChangeTaskForceDialog } from './ChangeTaskForceDialog';
import { MassivePdfButton } from './MassivePdfButton';
import { OrganizeBySelect } from './OrganizeBySelect';
import { ticketColumns } from './ticketColumns';
import { ticketExportColumns } from './ticketExportColumns';
import { CATEGORY, READ_ONLY_CATEGORIES, TICKET_PAGE_SIZES, TIMED_OUT_PROGRESS } from '../../../domain/tickets/search/ticketListConfig';
import { useTicketListState } from './useTicketListState';
import { RequestError } from '../../../shared/ui/RequestError';

/** requirement/find: the server-side ticket list with its views and header actions. */
export default function TicketListPage() {
  const { t } = useTranslation();
  const access = useAccessList();
  const lastFilter = useLastFilter();
  const state = useTicketListState(lastFilter.lastValues ? toSearchFilter(lastFilter.lastValues) : {});
  const [filterOpen, setFilterOpen] = useState(false);
  const activeConditions = Object.keys(state.filter).length;
  const search = useSearchTicketsGeneralQuery({ ticketSearchFilter: state.request });
  const statuses = useGetCatalogTicketStatusesQuery({});
  const [selection, setSelection] = useState<TicketListRow[]>([]);
  const [assigning, setAssigning] = useState(false);
  const dispatch = useAppDispatch();
  const toast = useToast();

  const programmed = state.category === CATEGORY.programmed;
  const readOnlyView = READ_ONLY_CATEGORIES.includes(state.category);
  const statusColors = useMemo(() => new Map((statuses.data?.data ?? []).map((s) => [s.id, s.hexColor])), [statuses.data]);
  const columns = useMemo(() => ticketColumns(t, statusColors, programmed), [t, statusColors, programmed]);
  const selectedIds = selection.map((row) => row.ticketId);
  const page = search.data?.data;

  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const visibility = useColumnVisibility(programmed ? 'tickets-programmed' : 'tickets', columnIds);
  // Exports carry the columns the operator chose to see.
  const exportColumns = useMemo(
    () => ticketExportColumns(t, programmed).filter((c) => visibility.visibleIds.includes(c.field)),
    [t, programmed, visibility.visibleIds],
  );
  // Exports page through the same filter on the server, outside the cache.
  const fetchPage = async (pageSize: number, pageNumber: number) => {
    const result = await dispatch(
      ticketApi.endpoints.searchTicketsGeneral.initiate({ ticketSearchFilter: { ...state.request, pageSize, pageNumber } }, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    return result.data.items;
  };

  const changeCategory = (id: typeof state.category) => {
    setSelection([]);
    state.setCategory(id);
  };

  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }}>
      <div className="flex align-items-center gap-3">
        <h1 className="text-2xl font-semibold m-0">{t('routes.ticketSearch')}</h1>
        <button
          type="button"
          className="p-button p-button-sm p-button-outlined ml-auto"
          aria-expanded={filterOpen}
          aria-controls="ticket-filter"
          onClick={() => setFilterOpen((open) => !open)}
        >
          <span className="pi pi-filter mr-2" aria-hidden="true" />
          {t('tickets.advancedFilter')}
          {activeConditions > 0 && <span className="ml-2 p-badge">{activeConditions}</span>}
        </button>
      </div>
      <div id="ticket-filter" hidden={!filterOpen}>
        <TicketFilterPanel
          onSearch={(filter) => {
            setSelection([]);
            state.setFilter(filter);
            setFilterOpen(false);
          }}
          onClear={() => state.setFilter({})}
        />
      </div>
      <RequestError error={search.error} onRetry={() => void search.refetch()} />
      <DataGrid<TicketListRow>
        visibility={visibility}
        label={t('routes.ticketSearch')}
        rows={page?.items ?? []}
        dataKey="ticketId"
        columns={columns}
        totalCount={page?.totalCount ?? 0}
        page={state.page}
        pageSizes={TICKET_PAGE_SIZES}
        onPage={state.setPage}
        sort={state.sort}
        onSort={state.setSort}
        loading={search.isFetching}
        emptyMessage={t('grid.noResults')}
        selection={selection}
        onSelectionChange={setSelection}
        rowClassName={(row) => (row.ticketProgress >= TIMED_OUT_PROGRESS ? 'ticket-timed-out' : '')}
        toolbar={
          <>
            <OrganizeBySelect value={state.category} onChange={changeCategory} />
            {access.can([PERMISSIONS.ticketAssign]) && (
              <button type="button" className="p-button p-button-outlined p-button-sm" disabled={selectedIds.length === 0} onClick={() => setAssigning(true)}>
                <span className="pi pi-users mr-2" aria-hidden="true" />
                {t('tickets.changeTaskForce')}
              </button>
            )}
            {access.can([PERMISSIONS.locationSearch, PERMISSIONS.locationCreate]) && (
              <Link to="/ubications" className="p-button p-button-outlined p-button-sm no-underline">
                <span className="pi pi-map-marker mr-2" aria-hidden="true" />
                {t('tickets.locations')}
              </Link>
            )}
            {!readOnlyView && <MassivePdfButton ticketIds={selectedIds} />}
            {!readOnlyView && <BulkStatusMenu ticketIds={selectedIds} onDone={() => setSelection([])} />}
            <span className="text-600 text-sm" aria-live="polite">
              {t('tickets.selectedCount', { count: selectedIds.length })}
            </span>
            <ExportToolbar
              selectedRows={selection}
              totalCount={page?.totalCount ?? 0}
              fetchAll={fetchPage}
              columns={exportColumns}
              fileBaseName={t('tickets.exportFileName')}
              title={t('routes.ticketSearch')}
              onSelectionCleared={() => setSelection([])}
              onMessage={(severity, text) => toast({ severity, summary: text })}
              pdfOrientation="landscape"
            />
          </>
        }
      />
      {assigning && (
        <ChangeTaskForceDialog
          ticketIds={selectedIds}
          onClose={(assigned) => {
            setAssigning(false);
            if (assigned) setSelection([]);
          }}
        />
      )}
    </section>
  );
}
