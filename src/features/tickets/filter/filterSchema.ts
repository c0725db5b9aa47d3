import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { LIMITS } from '../../../shared/validation/limits';
import { endOfDay, startOfDay, type DateRange } from '../../../shared/ui/DateRangePicker';
import { DATE_PAIRS, type DateField, type FilterField, type TextField, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';

/**
 * Advanced filter limits (spec 000 section 5; the same numbers as TicketSearchFilter in
 * openapi/ticket.yaml). To move into src/shared/validation/limits.ts as LIMITS.ticketFilter.
 */
/** The filter's limits live in the one limits module; `satisfies` keeps every text field covered. */
export const TICKET_FILTER_LIMITS = LIMITS.ticketFilter satisfies { maxLength: Record<TextField, number> };

const NUMERIC_FIELDS: readonly TextField[] = ['numberService', 'ticketId', 'externalEventId'];
const PERCENT_FIELDS: readonly TextField[] = ['fromPercent', 'toPercent'];

/** Message keys (under ticketFilter.validation); `filterErrorText` fills in the numbers. */
export const FILTER_MESSAGES = {
  tooShort: 'ticketFilter.validation.tooShort',
  tooLong: 'ticketFilter.validation.tooLong',
  numeric: 'ticketFilter.validation.numeric',
  percent: 'ticketFilter.validation.percent',
  toAfterFrom: 'ticketFilter.validation.toAfterFrom',
  dateYears: 'ticketFilter.validation.dateYears',
} as const;

function textRule(field: TextField) {
  const max = TICKET_FILTER_LIMITS.maxLength[field];
  // Empty means "no condition"; a value of blanks only is shorter than the minimum once trimmed.
  // Formik hands empty strings to yup as undefined; ensure() reads them back as ''.
  let rule = yup
    .string()
    .ensure()
    .test('min', FILTER_MESSAGES.tooShort, (v = '') => v === '' || v.trim().length >= TICKET_FILTER_LIMITS.minLength)
    .test('max', FILTER_MESSAGES.tooLong, (v = '') => v.trim().length <= max);
  if (NUMERIC_FIELDS.includes(field)) {
    rule = rule.test('numeric', FILTER_MESSAGES.numeric, (v = '') => v.trim() === '' || TICKET_FILTER_LIMITS.numericPattern.test(v.trim()));
  }
  if (PERCENT_FIELDS.includes(field)) {
    rule = rule.test('percent', FILTER_MESSAGES.percent, (v = '') => v.trim() === '' || TICKET_FILTER_LIMITS.percentPattern.test(v.trim()));
  }
  return rule;
}

const validYear = (date: Date | null) =>
  date === null ||
  (date instanceof Date && !Number.isNaN(date.getTime()) && date.getFullYear() >= TICKET_FILTER_LIMITS.dateYearMin && date.getFullYear() <= TICKET_FILTER_LIMITS.dateYearMax);

const dateRangeRule = yup
  .mixed<DateRange>()
  .defined()
  .test('years', FILTER_MESSAGES.dateYears, (r) => !r || (validYear(r.start ?? null) && validYear(r.end ?? null)))
  // The 'to' day counts up to 23:59:59, so a one-day range (same from and to day) is valid.
  .test('order', FILTER_MESSAGES.toAfterFrom, (r) => !r?.start || !r.end || !validYear(r.start) || !validYear(r.end) || endOfDay(r.end) > startOfDay(r.start));

const textShape = Object.fromEntries(Object.keys(TICKET_FILTER_LIMITS.maxLength).map((f) => [f, textRule(f as TextField)]));
const dateShape = Object.fromEntries(DATE_PAIRS.map((p) => [p.field, dateRangeRule]));

/** The advanced filter's rules; messages are translation keys (see `filterErrorText`). */
export const filterSchema: yup.ObjectSchema<TicketFilterValues> = yup.object({
  ...(textShape as Record<TextField, ReturnType<typeof textRule>>),
  projectId: yup.number().nullable().defined(),
  delayClassificationId: yup.number().nullable().defined(),
  serviceTypeId: yup.number().nullable().defined(),
  serviceClassId: yup.number().nullable().defined(),
  ticketsStatusIds: yup.array(yup.number().required()).defined(),
  partnerIds: yup.array(yup.number().required()).defined(),
  remote: yup.boolean().defined(),
  External: yup.boolean().defined(),
  ...(dateShape as Record<DateField, typeof dateRangeRule>),
}) as unknown as yup.ObjectSchema<TicketFilterValues>;

/** The numbers a field's messages mention. */
export function filterErrorParams(field: FilterField) {
  const maxLength = TICKET_FILTER_LIMITS.maxLength as Partial<Record<FilterField, number>>;
  return {
    min: TICKET_FILTER_LIMITS.minLength,
    max: maxLength[field] ?? 0,
    minYear: String(TICKET_FILTER_LIMITS.dateYearMin).padStart(4, '0'),
    maxYear: String(TICKET_FILTER_LIMITS.dateYearMax),
  };
}

/** A field's error key as text in the user's language. */
export function filterErrorText(t: TFunction, field: FilterField, key: string): string {
  return t(key, filterErrorParams(field));
}

/** Validates values and returns the error key of each invalid field (for tests and callers outside Formik). */
export async function validateFilter(values: TicketFilterValues): Promise<Partial<Record<FilterField, string>>> {
  try {
    await filterSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: Partial<Record<FilterField, string>> = {};
    for (const inner of error.inner) {
      const field = inner.path as FilterField | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors;
  }
}
