import { useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import {
  ticketApi,
  useAcceptTicketAssignationMutation,
  useRejectTicketAssignationMutation,
  type SearchMyTicketsApiArg,
  type TicketSortField,
} from '../../../api/tags/ticket';
import { nullableTextField, recordCodec, type FieldCodec } from '../../../shared/gridViews/filterCodecs';
import { BusyButton } from '../../../shared/ui/BusyButton';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { AssignmentGrid, useAssignmentGrid } from './AssignmentGrid';
import { PENDING_CONFIRMATION } from './assignmentConfig';
import { RejectDialog } from './RejectDialog';
import { TicketSearchBox } from './TicketSearchBox';
import { useTicketBatch } from './useTicketBatch';

interface MyTicketsFilter {
  view: 'pending' | 'all';
  text: string | null;
}

/** The quick filter's limit (ticket.yaml MyTicketsFilter.text). */
const TEXT_MAX = 50;

const viewField: FieldCodec<MyTicketsFilter['view']> = {
  empty: () => 'pending',
  encode: (value) => (value === 'pending' ? null : value),
  decode: (text) => (text === 'pending' || text === 'all' ? text : undefined),
};
const linkCodec = recordCodec<MyTicketsFilter>({ view: viewField, text: nullableTextField(TEXT_MAX) });

const toArg = ({ filter, pageNumber, pageSize, sort }: GridRequest<MyTicketsFilter>): SearchMyTicketsApiArg => ({
  myTicketsFilter: {
    ticketsStatusIds: filter.view === 'pending' ? [PENDING_CONFIRMATION] : null,
    text: filter.text,
    pageNumber,
    pageSize,
    sortField: sort.field as TicketSortField,
    sortOrder: sort.order,
  },
});

/**
 * The engineer's tickets (searchMyTickets), those waiting for confirmation first. The engineer accepts
 * the selected assignments (to 4 Assigned and confirmed) or rejects them with a reason (to 36 Rejected
 * by task force); the list refreshes through the ticket search tag.
 */
export function MyTicketsPanel() {
  const { t } = useTranslation();
  const grid = useAssignmentGrid<MyTicketsFilter, SearchMyTicketsApiArg>({
    gridKey: 'my-tickets',
    endpoint: ticketApi.endpoints.searchMyTickets,
    toArg,
    emptyFilter: { view: 'pending', text: null },
    // ticket.yaml MyTicketsFilter.pageSize maximum.
    maxPageSize: 100,
    withEngineer: false,
    views: { prefix: 'mine', codec: linkCodec },
  });
  const [rejecting, setRejecting] = useState(false);
  const [accept] = useAcceptTicketAssignationMutation();
  const [reject] = useRejectTicketAssignationMutation();
  const batch = useTicketBatch();

  const { filter, selection } = grid;
  const selectedIds = selection.map((row) => row.ticketId);
  const answerable = selection.length > 0 && selection.every((row) => row.statusId === PENDING_CONFIRMATION);

  const acceptSelected = async () => {
    await batch.run(selectedIds, (ticketId) => accept({ ticketStatusCommentRequest: { ticketId, comment: null } }), {
      done: 'ticketAssignment.mine.accepted',
      failed: 'ticketAssignment.mine.acceptFailed',
    });
    grid.clearSelection();
  };
  const rejectSelected = async (comment: string) => {
    const done = await batch.run(selectedIds, (ticketId) => reject({ ticketStatusRequiredCommentRequest: { ticketId, comment } }), {
      done: 'ticketAssignment.mine.rejected',
      failed: 'ticketAssignment.mine.rejectFailed',
    });
    // When every rejection was refused the dialog stays, with the reason typed, so the engineer can retry.
    if (done === 0) return;
    setRejecting(false);
    grid.clearSelection();
  };

  const toolbar = (
    <>
      <SelectButton
        value={filter.view}
        options={[
          { label: t('ticketAssignment.mine.pendingView'), value: 'pending' },
          { label: t('ticketAssignment.mine.allView'), value: 'all' },
        ]}
        onChange={(e) => e.value && grid.search({ ...filter, view: e.value as MyTicketsFilter['view'] })}
        allowEmpty={false}
        aria-label={t('ticketAssignment.mine.view')}
      />
      <TicketSearchBox
        label={t('ticketAssignment.mine.searchLabel')}
        placeholder={t('ticketAssignment.mine.searchPlaceholder')}
        maxLength={TEXT_MAX}
        initial={filter.text}
        onSearch={(text) => grid.search({ ...filter, text })}
      />
      <BusyButton
        size="small"
        severity="success"
        icon="pi pi-check"
        label={t('ticketAssignment.mine.accept')}
        busy={batch.running}
        disabled={!answerable}
        onClick={() => void acceptSelected()}
      />
      <button type="button" className="p-button p-button-sm p-button-danger p-button-outlined" disabled={!answerable || batch.running} onClick={() => setRejecting(true)}>
        <span className="pi pi-times mr-2" aria-hidden="true" />
        {t('ticketAssignment.mine.reject')}
      </button>
      {selection.length > 0 && !answerable && <small className="text-600">{t('ticketAssignment.mine.onlyPending')}</small>}
    </>
  );

  return (
    <AssignmentGrid
      grid={grid}
      intro={t('ticketAssignment.mine.intro')}
      label={t('ticketAssignment.mine.gridLabel')}
      emptyMessage={t(filter.view === 'pending' ? 'ticketAssignment.mine.emptyPending' : 'ticketAssignment.mine.empty')}
      toolbar={toolbar}
    >
      {rejecting && <RejectDialog ticketIds={selectedIds} busy={batch.running} onReject={(comment) => void rejectSelected(comment)} onClose={() => setRejecting(false)} />}
    </AssignmentGrid>
  );
}
