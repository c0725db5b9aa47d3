import { EMPTY_RANGE, type DateRange } from '../../ui/DateRangePicker';
import { LIMITS } from '../../validation/limits';
import { inSections, type FilterDescription, type FilterFieldDescription } from '../filterTypes';

/**
 * Test fixture (tests only): the ticket filter's kinds of field (a number with a pattern, a search box, a
 * picked range in the contract's years) in sections, drawn by FilterBar's layout tests and checked by
 * filterChecks'; and a required range. Labels and section titles are borrowed from the ticket filter's strings.
 */
export interface Probe {
  code: string;
  name: string;
  when: DateRange;
  period: DateRange;
}

export const EMPTY: Probe = { code: '', name: '', when: EMPTY_RANGE, period: EMPTY_RANGE };
export const MAX = LIMITS.ticketFilter.maxLength.ticketId;
export const MIN = LIMITS.ticketFilter.minLength;
export const YEARS = { min: LIMITS.ticketFilter.dateYearMin, max: LIMITS.ticketFilter.dateYearMax, messageKey: 'ticketFilter.validation.dateYears' };

export const sectioned: FilterDescription<Probe> = {
  labelKey: 'ticketFilter.title',
  empty: EMPTY,
  ...inSections<Probe>([
    {
      labelKey: 'ticketFilter.sections.ticket',
      fields: [
        {
          kind: 'text', name: 'code', labelKey: 'ticketFilter.fields.ticketId', max: MAX, min: MIN, blankIsShort: true, tooLongKey: 'ticketFilter.validation.tooLong',
          pattern: { test: LIMITS.ticketFilter.numericPattern, messageKey: 'ticketFilter.validation.numeric' },
        },
      ],
    },
    { labelKey: 'ticketFilter.sections.location', fields: [{ kind: 'text', name: 'name', labelKey: 'ticketFilter.fields.locationName', max: MAX, min: MIN, inputType: 'search' }] },
    {
      labelKey: 'ticketFilter.sections.dates',
      fields: [{ kind: 'dateRange', name: 'when', labelKey: 'ticketFilter.fields.closedDate', namedCalendar: true, years: YEARS, backwardsKey: 'ticketFilter.validation.toAfterFrom' }],
    },
  ]),
};

/** A range both of whose days must be chosen. */
export const requiredPeriod: FilterFieldDescription<Probe> = { kind: 'dateRange', name: 'period', labelKey: 'notifications.page.dates', required: true };
