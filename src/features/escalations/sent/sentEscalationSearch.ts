import { DateTime } from 'luxon';
import type { TFunction } from 'i18next';
import type { EscalationSent, SearchEscalationNotificationsApiArg } from '../../../api/tags/message';
import type { ExportLabels } from '../../../shared/export';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { appClock, toIsoDay } from '../../../shared/time/clock';
import type { DateRange } from '../../../shared/ui/DateRangePicker';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

export interface SentFilterValues {
  range: DateRange;
  /** Digits only; '' for every ticket. */
  ticketId: string;
}

/** Ticket numbers the contract takes (a positive integer). */
const TICKET_ID_MAX_DIGITS = 9;

/** The search opens on the last 30 days, today included. */
export const sentFilter = (): FilterDescription<SentFilterValues> => {
  const today = DateTime.fromJSDate(appClock.now()).startOf('day');
  return {
    labelKey: 'escalations.sent.filter',
    clear: false,
    empty: { range: { start: today.minus({ days: 29 }).toJSDate(), end: today.toJSDate() }, ticketId: '' },
    fields: [
      { kind: 'dateRange', name: 'range', labelKey: 'notifications.page.dates', required: true },
      { kind: 'text', name: 'ticketId', labelKey: 'escalations.sent.fields.ticketId', max: TICKET_ID_MAX_DIGITS, accept: (typed) => typed.replace(/\D/g, ''), inputMode: 'numeric', width: 'w-10rem' },
    ],
  };
};

export const toSentSearchArg = ({ filter, pageNumber, pageSize }: GridRequest<SentFilterValues>): SearchEscalationNotificationsApiArg => ({
  escalationSentSearchRequest: {
    dateFrom: toIsoDay(filter.range.start!), dateTo: toIsoDay(filter.range.end!), ticketId: filter.ticketId ? Number(filter.ticketId) : null, pageNumber, pageSize,
  },
});

/** When, which rule and level, the ticket and its client and status, and who was told. */
export function sentColumns(t: TFunction, labels: ExportLabels): PageColumn<EscalationSent>[] {
  const header = (field: string) => t(`escalations.sent.fields.${field}`);
  return [
    valueColumn<EscalationSent>(labels, { id: 'sentDateTime', header: header('sentDateTime'), format: 'date', width: '11rem' }),
    valueColumn<EscalationSent>(labels, { id: 'escalationName', header: header('escalationName'), width: '12rem' }),
    valueColumn<EscalationSent>(labels, { id: 'level', header: header('level'), format: 'number', width: '5rem' }),
    valueColumn<EscalationSent>(labels, { id: 'ticketId', header: header('ticketId'), format: 'number', width: '7rem' }),
    valueColumn<EscalationSent>(labels, { id: 'clientName', header: t('catalogues.fields.clientId') }),
    valueColumn<EscalationSent>(labels, { id: 'statusName', header: t('escalations.fields.status') }),
    valueColumn<EscalationSent>(labels, { id: 'notifiedUsers', header: header('notifiedUsers'), value: (e) => e.notifiedUsers.join(', '), width: '16rem' }),
  ];
}
