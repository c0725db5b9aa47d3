import { useMemo, useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import {
  useAcceptTicketAssignationMutation,
  useRejectTicketAssignationMutation,
  useSearchMyTicketsQuery,
  type TicketListRow,
  type TicketSortField,
} from '../../../api/tags/ticket';
import { DataGrid, type GridPage, type GridSort } from '../../../shared/ui/DataGrid/DataGrid';
import { useColumnVisibility } from '../../../shared/ui/DataGrid/columnVisibility';
import { assignmentColumns } from './assignmentColumns';
import { PAGE_SIZES, PENDING_CONFIRMATION } from './assignmentConfig';
import { RejectDialog } from './RejectDialog';
import { TicketSearchBox } from './TicketSearchBox';
import { useStatusColorMap } from '../../../domain/tickets/status/useStatusColors';
import { useTicketBatch } from './useTicketBatch';
import { RequestError } from '../../../shared/ui/RequestError';

type View = 'pending' | 'all';

/** The quick filter's limit (ticket.yaml MyTicketsFilter.text). */
const TEXT_MAX = 50;

/**
 * The engineer's tickets (searchMyTickets), those waiting for confirmation first. The engineer accepts
 * the selected assignments (to 4 Assigned and confirmed) or rejects them with a reason (to 36 Rejected
 * by task force); the list refreshes through the ticket search tag.
 */
export function MyTicketsPanel() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('pending');
  const [text, setText] = useState<string | null>(null);
  const [page, setPage] = useState<GridPage>({ pageNumber: 1, pageSize: PAGE_SIZES[0] });
  const [sort, setSort] = useState<GridSort>({ field: 'creationDateUTC', order: 'desc' });
  const [selection, setSelection] = useState<TicketListRow[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const search = useSearchMyTicketsQuery({
    myTicketsFilter: {
      ticketsStatusIds: view === 'pending' ? [PENDING_CONFIRMATION] : null,
      text,
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      sortField: sort.field as TicketSortField,
      sortOrder: sort.order,
    },
  });
  const [accept] = useAcceptTicketAssignationMutation();
  const [reject] = useRejectTicketAssignationMutation();
  const batch = useTicketBatch();
  const statusColors = useStatusColorMap();
  const columns = useMemo(() => assignmentColumns(t, statusColors, false), [t, statusColors]);
  const visibility = useColumnVisibility('my-tickets', useMemo(() => columns.map((c) => c.id), [columns]));

  const selectedIds = selection.map((row) => row.ticketId);
  const answerable = selection.length > 0 && selection.every((row) => row.statusId === PENDING_CONFIRMATION);
  const restart = (apply: () => void) => {
    apply();
    setSelection([]);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };

  const acceptSelected = async () => {
    await batch.run(selectedIds, (ticketId) => accept({ ticketStatusCommentRequest: { ticketId, comment: null } }), {
      done: 'ticketAssignment.mine.accepted',
      failed: 'ticketAssignment.mine.acceptFailed',
    });
    setSelection([]);
  };
  const rejectSelected = async (comment: string) => {
    const done = await batch.run(selectedIds, (ticketId) => reject({ ticketStatusRequiredCommentRequest: { ticketId, comment } }), {
      done: 'ticketAssignment.mine.rejected',
      failed: 'ticketAssignment.mine.rejectFailed',
    });
    // When every rejection was refused the dialog stays, with the reason typed, so the engineer can retry.
    if (done === 0) return;
    setRejecting(false);
    setSelection([]);
  };

  const toolbar = (
    <>
      <SelectButton
        value={view}
        options={[
          { label: t('ticketAssignment.mine.pendingView'), value: 'pending' },
          { label: t('ticketAssignment.mine.allView'), value: 'all' },
        ]}
        onChange={(e) => e.value && restart(() => setView(e.value as View))}
        allowEmpty={false}
        aria-label={t('ticketAssignment.mine.view')}
      />
      <TicketSearchBox
        label={t('ticketAssignment.mine.searchLabel')}
        placeholder={t('ticketAssignment.mine.searchPlaceholder')}
        maxLength={TEXT_MAX}
        onSearch={(value) => restart(() => setText(value))}
      />
      <button type="button" className="p-button p-button-sm p-button-success" disabled={!answerable || batch.running} onClick={() => void acceptSelected()}>
        <span className={`pi ${batch.running ? 'pi-spin pi-spinner' : 'pi-check'} mr-2`} aria-hidden="true" />
        {t('ticketAssignment.mine.accept')}
      </button>
      <button type="button" className="p-button p-button-sm p-button-danger p-button-outlined" disabled={!answerable || batch.running} onClick={() => setRejecting(true)}>
        <span className="pi pi-times mr-2" aria-hidden="true" />
        {t('ticketAssignment.mine.reject')}
      </button>
      {selection.length > 0 && !answerable && <small className="text-600">{t('ticketAssignment.mine.onlyPending')}</small>}
    </>
  );

  return (
    <div className="flex flex-column gap-2" style={{ minHeight: '24rem' }}>
      <p className="m-0 text-700">{t('ticketAssignment.mine.intro')}</p>
      <RequestError error={search.error} onRetry={() => void search.refetch()} />
      <DataGrid
        visibility={visibility}
        label={t('ticketAssignment.mine.gridLabel')}
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
        emptyMessage={t(view === 'pending' ? 'ticketAssignment.mine.emptyPending' : 'ticketAssignment.mine.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={toolbar}
      />
      {rejecting && <RejectDialog ticketIds={selectedIds} busy={batch.running} onReject={(comment) => void rejectSelected(comment)} onClose={() => setRejecting(false)} />}
    </div>
  );
}
