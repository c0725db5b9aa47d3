import type { TicketSearchFilter } from '../../../api/tags/ticket';
import { nullSearchFields } from './filterValues';

/** Page sizes of the ticket list (spec 000 section 9). */
export const TICKET_PAGE_SIZES = [25, 40, 60, 80, 100] as const;

/** The list opens newest first. */
export const TICKET_FIRST_SORT = { field: 'creationDateUTC', order: 'desc' } as const;

export type StatusCategoryId = TicketSearchFilter['statusCategoryId'];

/** Organize-by views; the spec's five plus the other categories of the catalogue. */
export const CATEGORY = { active: -1, custom: -2, cancelled: -8, historic: -9, programmed: 5 } as const;

/** Views where bulk status updates and the PDF download make no sense (spec 000 section 2). */
export const READ_ONLY_CATEGORIES: readonly number[] = [CATEGORY.historic, CATEGORY.cancelled];

/** The programmed view shows only these columns (spec 000 section 2); other views restore the full set. */
export const PROGRAMMED_COLUMNS = [
  'ticketId', 'statusName', 'clientName', 'projectName', 'locationName', 'serviceTypeName', 'serviceName',
  'assignedEngineerFullName', 'tasksDescription', 'startDate',
] as const;

/** Every field of the search filter, empty: the search call needs each one present. */
export const EMPTY_FILTER = nullSearchFields();

/** A row at 100 % progress has run out of time and shows in red (spec 000 section 2). */
export const TIMED_OUT_PROGRESS = 100;
