import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TicketListRow } from '../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import { ExpandableText } from '../../../shared/ui/ExpandableText';
import { StatusChip } from '../../../shared/ui/StatusChip';
import type { GridColumn } from '../../../shared/ui/DataGrid/DataGrid';
import { PROGRAMMED_COLUMNS, TIMED_OUT_PROGRESS } from '../../../domain/tickets/search/ticketListConfig';

type Column = GridColumn<TicketListRow>;

const text = (field: keyof TicketListRow, sortable = false) => (t: TFunction): Column => ({
  id: field,
  header: t(`tickets.columns.${field}`),
  ...(sortable ? { sortField: field } : {}),
  body: (row) => (row[field] as string | null) ?? '—',
});
const long = (field: keyof TicketListRow) => (t: TFunction): Column => ({
  id: field,
  header: t(`tickets.columns.${field}`),
  width: '16rem',
  body: (row) => <ExpandableText text={row[field] as string | null} title={t(`tickets.columns.${field}`)} />,
});
const date = (field: 'startDate' | 'scheduledDate' | 'closedDate' | 'creationDateUTC') => (t: TFunction): Column => ({
  id: field,
  header: t(`tickets.columns.${field}`),
  sortField: field,
  width: '11rem',
  body: (row) => formatUtcDateTime(row[field]),
});
const yesNo = (field: 'firstCallSolution') => (t: TFunction): Column => ({
  id: field,
  header: t(`tickets.columns.${field}`),
  body: (row) => (row[field] === null ? '—' : t(row[field] ? 'common.yes' : 'common.no')),
});

/** Every column of the ticket list row (spec 000 section 3), in display order. */
const ALL = (t: TFunction, statusColors: ReadonlyMap<number, string>, linkTickets: boolean): Column[] => [
  {
    id: 'ticketId',
    header: t('tickets.columns.ticketId'),
    sortField: 'ticketId',
    body: (row) =>
      linkTickets ? (
        <Link to={ticketDetailPath(row.ticketId)} className="font-semibold">
          {row.ticketId}
        </Link>
      ) : (
        <span className="font-semibold">{row.ticketId}</span>
      ),
  },
  {
    id: 'statusName',
    header: t('tickets.columns.statusName'),
    sortField: 'statusName',
    body: (row) => <StatusChip name={row.statusName} hexColor={statusColors.get(row.statusId) ?? row.flags.indicatorHexColor} />,
  },
  text('clientName', true)(t),
  text('projectName', true)(t),
  text('locationName', true)(t),
  text('serviceTypeName', true)(t),
  text('serviceName', true)(t),
  text('assignedEngineerFullName', true)(t),
  long('tasksDescription')(t),
  date('startDate')(t),
  date('scheduledDate')(t),
  date('closedDate')(t),
  date('creationDateUTC')(t),
  {
    id: 'ticketProgress',
    header: t('tickets.columns.ticketProgress'),
    sortField: 'ticketProgress',
    body: (row) => (
      <span title={row.ticketProgress >= TIMED_OUT_PROGRESS ? t('tickets.timedOut') : undefined}>{`${row.ticketProgress.toFixed(2)} %`}</span>
    ),
  },
  yesNo('firstCallSolution')(t),
  text('clientTicketNumber', true)(t),
  text('partnerName', true)(t),
  text('priorityName', true)(t),
  text('comercialName')(t),
  text('ubicationStatus')(t),
  text('municipalityName')(t),
  text('countryStateName')(t),
  text('issueType')(t),
  text('actualFailure')(t),
  long('serialNumbers')(t),
  text('createdUser')(t),
  text('categoryName')(t),
  text('subcategoryName')(t),
  text('impactName')(t),
  text('urgencyName')(t),
  text('requestedByUser')(t),
  text('requesterEmail')(t),
  text('ticketDelayClassificationName')(t),
  long('ticketCloseFields')(t),
  text('workFlowName')(t),
  { id: 'ticketClientGroup', header: t('tickets.columns.ticketClientGroup'), body: (row) => row.ticketClientGroup ?? '—' },
  text('externalOrigin')(t),
  text('externalEventId')(t),
  text('interventionCodeName')(t),
  {
    id: 'comunicationAdvanceSolution',
    header: t('tickets.columns.comunicationAdvanceSolution'),
    width: '16rem',
    body: (row) => (
      <ExpandableText
        text={row.comunicationAdvanceSolution.map((c) => `${formatUtcDateTime(c.createdDateTime)} ${c.comment}`).join('\n') || null}
        title={t('tickets.columns.comunicationAdvanceSolution')}
      />
    ),
  },
];

/** The columns of a view: the programmed view shows only its ten, without links to the detail. */
export function ticketColumns(t: TFunction, statusColors: ReadonlyMap<number, string>, programmed: boolean): Column[] {
  const all = ALL(t, statusColors, !programmed);
  return programmed ? all.filter((c) => (PROGRAMMED_COLUMNS as readonly string[]).includes(c.id)) : all;
}
