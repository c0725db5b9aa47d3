import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TicketListRow } from '../../../api/tags/ticket';
import { createUtcDateFormatter, type ExportLabels } from '../../../shared/export';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import { ExpandableText } from '../../../shared/ui/ExpandableText';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { PROGRAMMED_COLUMNS, TIMED_OUT_PROGRESS } from '../../../domain/tickets/search/ticketListConfig';
import { statusNameIn, type NameById } from '../../../domain/tickets/status/statusNames';
import { orEmpty } from '../../../shared/format/emptyValue';

export type TicketColumn = PageColumn<TicketListRow>;
type Field = keyof TicketListRow & string;

export interface TicketColumnContext {
  t: TFunction;
  labels: ExportLabels;
  statusColors: ReadonlyMap<number, string>;
  /** Whether the ticket number opens the detail. */
  linkTickets: boolean;
}

/** The solution's advances as one text, each with its local date (one cached date formatter, not a luxon DateTime per advance). */
function advancesText(): (row: TicketListRow, separator: string) => string | null {
  const date = createUtcDateFormatter();
  return (row, separator) => row.comunicationAdvanceSolution.map((c) => `${date(c.createdDateTime)} ${c.comment}`).join(separator) || null;
}

/** A status's name translated once per status, not twice per row drawn (chip and title). */
function namesOnce(name: NameById): NameById {
  const names = new Map<number, string>();
  return (id, serverName) => {
    if (id == null) return name(id, serverName);
    let known = names.get(id);
    if (known === undefined) {
      known = name(id, serverName);
      names.set(id, known);
    }
    return known;
  };
}

/** Every column of the ticket list row (spec 000 section 3), in display order, each with its export field and format. */
function allTicketColumns({ t, labels, statusColors, linkTickets }: TicketColumnContext): TicketColumn[] {
  const header = (field: Field) => t(`tickets.columns.${field}`);
  const orDash = (_row: TicketListRow, text: string) => orEmpty(text);
  const text = (field: Field, sortable = false) =>
    valueColumn<TicketListRow>(labels, { id: field, header: header(field), sortField: sortable ? field : undefined, render: orDash });
  const long = (field: Field): TicketColumn => ({
    id: field,
    header: header(field),
    width: '16rem',
    text: (row) => (row[field] as string | null) ?? '',
    body: (row) => <ExpandableText text={row[field] as string | null} title={header(field)} />,
  });
  const advancesOf = advancesText();
  const statusName = namesOnce(statusNameIn(t));
  const date = (field: 'startDate' | 'scheduledDate' | 'closedDate' | 'creationDateUTC') =>
    valueColumn<TicketListRow>(labels, { id: field, header: header(field), format: 'date', sortField: field, width: '12.5rem' });

  return [
    {
      id: 'ticketId',
      header: header('ticketId'),
      sortField: 'ticketId',
      width: '7rem',
      format: 'number',
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
      header: header('statusName'),
      sortField: 'statusName',
      text: (row) => statusName(row.statusId, row.statusName),
      body: (row) => <StatusChip name={statusName(row.statusId, row.statusName)} hexColor={statusColors.get(row.statusId) ?? row.flags.indicatorHexColor} />,
    },
    text('clientName', true),
    text('projectName', true),
    text('locationName', true),
    text('serviceTypeName', true),
    text('serviceName', true),
    text('assignedEngineerFullName', true),
    long('tasksDescription'),
    date('startDate'),
    date('scheduledDate'),
    date('closedDate'),
    date('creationDateUTC'),
    {
      id: 'ticketProgress',
      header: header('ticketProgress'),
      sortField: 'ticketProgress',
      format: 'percent',
      width: '8rem',
      body: (row) => (
        <span title={row.ticketProgress >= TIMED_OUT_PROGRESS ? t('tickets.timedOut') : undefined}>{`${row.ticketProgress.toFixed(2)} %`}</span>
      ),
    },
    valueColumn<TicketListRow>(labels, { id: 'firstCallSolution', header: header('firstCallSolution'), format: 'yesNo', render: orDash }),
    text('clientTicketNumber', true),
    text('partnerName', true),
    text('priorityName', true),
    text('comercialName'),
    text('ubicationStatus'),
    text('municipalityName'),
    text('countryStateName'),
    text('issueType'),
    text('actualFailure'),
    long('serialNumbers'),
    text('createdUser'),
    text('categoryName'),
    text('subcategoryName'),
    text('impactName'),
    text('urgencyName'),
    text('requestedByUser'),
    text('requesterEmail'),
    text('ticketDelayClassificationName'),
    long('ticketCloseFields'),
    text('workFlowName'),
    valueColumn<TicketListRow>(labels, { id: 'ticketClientGroup', header: header('ticketClientGroup'), format: 'number', render: orDash }),
    text('externalOrigin'),
    text('externalEventId'),
    text('interventionCodeName'),
    {
      id: 'comunicationAdvanceSolution',
      header: header('comunicationAdvanceSolution'),
      width: '16rem',
      // One line per ticket in the files, so a CSV record stays one line.
      value: (row) => advancesOf(row, ' | '),
      text: (row) => advancesOf(row, '\n') ?? '',
      body: (row) => <ExpandableText text={advancesOf(row, '\n')} title={header('comunicationAdvanceSolution')} />,
    },
  ];
}

/** Some of the ticket columns, in the order given (the assignment grids show a few). */
export function pickTicketColumns(context: TicketColumnContext, ids: readonly string[]): TicketColumn[] {
  const byId = new Map(allTicketColumns(context).map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)!);
}

/** The columns of a list view, for its grid and its exports: the programmed view shows only its ten, without links to the detail. */
export function ticketColumns(t: TFunction, labels: ExportLabels, statusColors: ReadonlyMap<number, string>, programmed: boolean): TicketColumn[] {
  const context = { t, labels, statusColors, linkTickets: !programmed };
  return programmed ? pickTicketColumns(context, PROGRAMMED_COLUMNS) : allTicketColumns(context);
}
