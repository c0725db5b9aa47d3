import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchTicketsGeneralQuery, type TicketListRow, type TicketSortField } from '../../../api/tags/ticket';
import { DataGrid, type GridPage, type GridSort } from '../../../shared/ui/DataGrid/DataGrid';
import { useColumnVisibility } from '../../../shared/ui/DataGrid/columnVisibility';
import { nullSearchFields } from '../filter';
import { assignmentColumns } from './assignmentColumns';
import { CUSTOM_CATEGORY, PAGE_SIZES, REASSIGNABLE_STATUS_IDS } from './assignmentConfig';
import { ReassignDialog } from './ReassignDialog';
import { TicketSearchBox } from './TicketSearchBox';
import { useStatusColorMap } from '../../../domain/tickets/status/useStatusColors';
import { RequestError } from '../../../shared/ui/RequestError';

/** The ticket-number filter's limit (spec 000 section 5: ticketId numeric, 1 to 30). */
const TICKET_ID_MAX = 30;

/**
 * Tickets that can change task force (3 Pending confirmation, 4 Assigned and confirmed, 36 Rejected by
 * task force, 38 Reassign), from the general search; the selected ones go to another engineer through
 * the reassign dialog, and the list refreshes through the ticket search tag.
 */
export function ReassignPanel() {
  const { t } = useTranslation();
  const [ticketId, setTicketId] = useState<string | null>(null);
  const [page, setPage] = useState<GridPage>({ pageNumber: 1, pageSize: PAGE_SIZES[0] });
  const [sort, setSort] = useState<GridSort>({ field: 'creationDateUTC', order: 'desc' });
  const [selection, setSelection] = useState<TicketListRow[]>([]);
  const [reassigning, setReassigning] = useState(false);
  const search = useSearchTicketsGeneralQuery({
    ticketSearchFilter: {
      ...nullSearchFields(),
      statusCategoryId: CUSTOM_CATEGORY,
      ticketsStatusIds: REASSIGNABLE_STATUS_IDS,
      ticketId,
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      sortField: sort.field as TicketSortField,
      sortOrder: sort.order,
    },
  });
  const statusColors = useStatusColorMap();
  const columns = useMemo(() => assignmentColumns(t, statusColors, true), [t, statusColors]);
  const visibility = useColumnVisibility('reassign-tickets', useMemo(() => columns.map((c) => c.id), [columns]));
  const restart = (apply: () => void) => {
    apply();
    setSelection([]);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };

  const toolbar = (
    <>
      <TicketSearchBox
        label={t('ticketAssignment.reassign.searchLabel')}
        placeholder={t('ticketAssignment.reassign.searchPlaceholder')}
        maxLength={TICKET_ID_MAX}
        numeric
        onSearch={(value) => restart(() => setTicketId(value))}
      />
      <button type="button" className="p-button p-button-sm" disabled={selection.length === 0} onClick={() => setReassigning(true)}>
        <span className="pi pi-user-edit mr-2" aria-hidden="true" />
        {t('ticketAssignment.reassign.open')}
      </button>
    </>
  );

  return (
    <div className="flex flex-column gap-2" style={{ minHeight: '24rem' }}>
      <p className="m-0 text-700">{t('ticketAssignment.reassign.intro')}</p>
      <RequestError error={search.error} onRetry={() => void search.refetch()} />
      <DataGrid
        visibility={visibility}
        label={t('ticketAssignment.reassign.gridLabel')}
        rows={search.data?.data.items ?? []}
        dataKey="ticketId"
        columns={columns}
        totalCount={search.data?.data.totalCount ?? 0}
        page={page}
        pageSizes={PAGE_SIZES}
        onPage={setPage}
        sort={sort}
        onSort={(next) => restart(() => setSort(next))}
        loading={search.isFetching}
        emptyMessage={t('ticketAssignment.reassign.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={toolbar}
      />
      {reassigning && (
        <ReassignDialog
          tickets={selection}
          onClose={() => {
            setReassigning(false);
            setSelection([]);
          }}
        />
      )}
    </div>
  );
}
