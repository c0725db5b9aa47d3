import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketApi, type SearchTicketsGeneralApiArg, type TicketSortField } from '../../../api/tags/ticket';
import { recordCodec } from '../../../shared/gridViews/filterCodecs';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { nullSearchFields } from '../filter';
import { AssignmentGrid, useAssignmentGrid } from './AssignmentGrid';
import { CUSTOM_CATEGORY, REASSIGNABLE_STATUS_IDS } from './assignmentConfig';
import { ReassignDialog } from './ReassignDialog';
import { TicketSearchBox } from './TicketSearchBox';

interface ReassignFilter {
  ticketId: string | null;
}

/** The ticket-number filter's limit (spec 000 section 5: ticketId numeric, 1 to 30). */
const TICKET_ID_MAX = 30;

const TICKET_ID_TEXT = new RegExp(`^[0-9]{1,${TICKET_ID_MAX}}$`);
const linkCodec = recordCodec<ReassignFilter>({
  ticketId: { empty: () => null, encode: (value) => value, decode: (text) => (TICKET_ID_TEXT.test(text) ? text : undefined) },
});

const toArg = ({ filter, pageNumber, pageSize, sort }: GridRequest<ReassignFilter>): SearchTicketsGeneralApiArg => ({
  ticketSearchFilter: {
    ...nullSearchFields(),
    statusCategoryId: CUSTOM_CATEGORY,
    ticketsStatusIds: REASSIGNABLE_STATUS_IDS,
    ticketId: filter.ticketId,
    pageNumber,
    pageSize,
    sortField: sort.field as TicketSortField,
    sortOrder: sort.order,
  },
});

/**
 * Tickets that can change task force (3 Pending confirmation, 4 Assigned and confirmed, 36 Rejected by
 * task force, 38 Reassign), from the general search; the selected ones go to another engineer through
 * the reassign dialog, and the list refreshes through the ticket search tag.
 */
export function ReassignPanel() {
  const { t } = useTranslation();
  const grid = useAssignmentGrid<ReassignFilter, SearchTicketsGeneralApiArg>({
    gridKey: 'reassign-tickets',
    endpoint: ticketApi.endpoints.searchTicketsGeneral,
    toArg,
    emptyFilter: { ticketId: null },
    withEngineer: true,
    views: { prefix: 'reassign', codec: linkCodec },
  });
  const [reassigning, setReassigning] = useState(false);

  const toolbar = (
    <>
      <TicketSearchBox
        label={t('ticketAssignment.reassign.searchLabel')}
        placeholder={t('ticketAssignment.reassign.searchPlaceholder')}
        maxLength={TICKET_ID_MAX}
        numeric
        initial={grid.filter.ticketId}
        onSearch={(ticketId) => grid.search({ ticketId })}
      />
      <button type="button" className="p-button p-button-sm" disabled={grid.selection.length === 0} onClick={() => setReassigning(true)}>
        <span className="pi pi-user-edit mr-2" aria-hidden="true" />
        {t('ticketAssignment.reassign.open')}
      </button>
    </>
  );

  return (
    <AssignmentGrid
      grid={grid}
      intro={t('ticketAssignment.reassign.intro')}
      label={t('ticketAssignment.reassign.gridLabel')}
      emptyMessage={t('ticketAssignment.reassign.empty')}
      toolbar={toolbar}
    >
      {reassigning && (
        <ReassignDialog
          tickets={grid.selection}
          onClose={() => {
            setReassigning(false);
            grid.clearSelection();
          }}
        />
      )}
    </AssignmentGrid>
  );
}
