import type { TicketSearchFilter } from '../../../api/tags/ticket';
import type { DateRange } from '../../../shared/ui/DateRangePicker';

/** Free-text fields of the filter (sent trimmed; empty means no condition). */
export const TEXT_FIELDS = [
  'clientNumber',
  'clientName',
  'numberService',
  'serviceName',
  'locationName',
  'comercialName',
  'assignedEngineerEmail',
  'productSerialNumber',
  'clientTicketNumber',
  'ticketId',
  'fromPercent',
  'toPercent',
  'externalOrigin',
  'externalEventId',
] as const satisfies readonly (keyof TicketSearchFilter)[];

/** Single catalogue pickers (null means no condition). */
export const ID_FIELDS = ['projectId', 'delayClassificationId', 'serviceTypeId', 'serviceClassId'] as const satisfies readonly (keyof TicketSearchFilter)[];

/** Multi-select catalogue pickers (empty means no condition). */
export const LIST_FIELDS = ['ticketsStatusIds', 'partnerIds'] as const satisfies readonly (keyof TicketSearchFilter)[];

/** Checkboxes: checked sends true, unchecked sends nothing (no condition). */
export const FLAG_FIELDS = ['remote', 'External'] as const satisfies readonly (keyof TicketSearchFilter)[];

/** Each date-range field of the form and the UTC pair of the request it fills. */
export const DATE_PAIRS = [
  { field: 'creationDate', from: 'creationDateFromUTC', to: 'creationDateToUTC' },
  { field: 'scheduleDate', from: 'scheduleDateFromUTC', to: 'scheduleDateToUTC' },
  { field: 'closedDate', from: 'closedDateFromUTC', to: 'closedDateToUTC' },
  { field: 'cancelledDate', from: 'CancelledDateFromUTC', to: 'CancelledDateToUTC' },
  { field: 'startDate', from: 'StartDateFromUTC', to: 'StartDateToUTC' },
  { field: 'attendDate', from: 'AttendDateFromUTC', to: 'AttendDateToUTC' },
] as const satisfies readonly { field: string; from: keyof TicketSearchFilter; to: keyof TicketSearchFilter }[];

export type TextField = (typeof TEXT_FIELDS)[number];
export type IdField = (typeof ID_FIELDS)[number];
export type ListField = (typeof LIST_FIELDS)[number];
export type FlagField = (typeof FLAG_FIELDS)[number];
export type DateField = (typeof DATE_PAIRS)[number]['field'];
export type FilterField = TextField | IdField | ListField | FlagField | DateField;

/** The advanced filter's form values; field names follow TicketSearchFilter, date pairs are one range each. */
export type TicketFilterValues = Record<TextField, string> &
  Record<IdField, number | null> &
  Record<ListField, number[]> &
  Record<FlagField, boolean> &
  Record<DateField, DateRange>;

/** The request fields the panel fills (the grid owns the category, paging and sorting). */
export type PanelSearchField = Exclude<keyof TicketSearchFilter, 'statusCategoryId' | 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>;

type Covered = TextField | IdField | ListField | FlagField | (typeof DATE_PAIRS)[number]['from'] | (typeof DATE_PAIRS)[number]['to'];
// Compile-time check: every filter field of the contract has a place in the form.
const _everyFieldCovered: [Exclude<PanelSearchField, Covered>] extends [never] ? true : never = true;

export function emptyFilterValues(): TicketFilterValues {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>),
    ...(Object.fromEntries(ID_FIELDS.map((f) => [f, null])) as Record<IdField, null>),
    ...(Object.fromEntries(LIST_FIELDS.map((f) => [f, []])) as unknown as Record<ListField, number[]>),
    ...(Object.fromEntries(FLAG_FIELDS.map((f) => [f, false])) as Record<FlagField, boolean>),
    ...(Object.fromEntries(DATE_PAIRS.map((p) => [p.field, { start: null, end: null }])) as Record<DateField, DateRange>),
  };
}

/** Every panel field of the request as null ("no condition"), to complete a `toSearchFilter` result. */
export function nullSearchFields(): Record<PanelSearchField, null> {
  const fields: PanelSearchField[] = [...TEXT_FIELDS, ...ID_FIELDS, ...LIST_FIELDS, ...FLAG_FIELDS, ...DATE_PAIRS.flatMap((p) => [p.from, p.to])];
  return Object.fromEntries(fields.map((f) => [f, null])) as Record<PanelSearchField, null>;
}

/** The collapsible sections and the fields each holds, in display order. */
export const FILTER_SECTIONS: readonly { key: string; fields: readonly FilterField[] }[] = [
  { key: 'clientData', fields: ['clientNumber', 'clientName', 'projectId', 'partnerIds'] },
  { key: 'service', fields: ['numberService', 'serviceName'] },
  { key: 'location', fields: ['locationName', 'comercialName'] },
  { key: 'taskForce', fields: ['assignedEngineerEmail', 'remote'] },
  { key: 'configurationComponent', fields: ['productSerialNumber'] },
  { key: 'incident', fields: ['ticketsStatusIds'] },
  { key: 'followUp', fields: ['fromPercent', 'toPercent', 'delayClassificationId'] },
  { key: 'ticket', fields: ['ticketId', 'clientTicketNumber'] },
  { key: 'dates', fields: ['creationDate', 'scheduleDate', 'closedDate', 'cancelledDate', 'startDate', 'attendDate'] },
  { key: 'serviceType', fields: ['serviceTypeId', 'serviceClassId'] },
  { key: 'alerted', fields: ['External', 'externalOrigin', 'externalEventId'] },
];

/** Whether a field holds a condition (for opening the sections that have one). */
export function hasCondition(values: TicketFilterValues, field: FilterField): boolean {
  const value = values[field];
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Boolean(value.start || value.end);
  return value !== null && value !== undefined;
}
