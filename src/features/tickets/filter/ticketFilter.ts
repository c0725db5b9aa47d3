import { useMemo } from 'react';
import type { OptionSource } from '../../../shared/forms/fields/options';
import { inSections, type FilterDescription, type FilterFieldDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { DATE_PAIRS, emptyFilterValues, FILTER_SECTIONS, FLAG_FIELDS, ID_FIELDS, LIST_FIELDS, type FilterField, type IdField, type ListField, type TextField, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';
import { FILTER_OPTION_HOOKS, type FilterOptions } from './useFilterOptions';

/** The filter's limits live in the one limits module; `satisfies` keeps every text field covered. */
export const TICKET_FILTER_LIMITS = LIMITS.ticketFilter satisfies { maxLength: Record<TextField, number> };

type Field = FilterFieldDescription<TicketFilterValues>;

const NUMERIC: readonly TextField[] = ['numberService', 'ticketId', 'externalEventId'];
const PERCENT: readonly TextField[] = ['fromPercent', 'toPercent'];

const labelKey = (field: FilterField) => `ticketFilter.fields.${field}`;

/** A text of the contract (spec 000 section 5): 1 to its maximum characters once trimmed, digits or a percentage where it says so. */
function textField(name: TextField): Field {
  const pattern = NUMERIC.includes(name)
    ? { test: TICKET_FILTER_LIMITS.numericPattern, messageKey: 'ticketFilter.validation.numeric' }
    : PERCENT.includes(name)
      ? { test: TICKET_FILTER_LIMITS.percentPattern, messageKey: 'ticketFilter.validation.percent' }
      : undefined;
  return {
    kind: 'text',
    name,
    labelKey: labelKey(name),
    max: TICKET_FILTER_LIMITS.maxLength[name],
    min: TICKET_FILTER_LIMITS.minLength,
    blankIsShort: true,
    tooShortKey: 'ticketFilter.validation.tooShort',
    tooLongKey: 'ticketFilter.validation.tooLong',
    pattern,
    inputMode: NUMERIC.includes(name) ? 'numeric' : PERCENT.includes(name) ? 'decimal' : name === 'assignedEngineerEmail' ? 'email' : undefined,
  };
}

/** A catalogue's list as the kit's options (the hook reads that catalogue only). */
const optionsOf = (useList: () => FilterOptions) =>
  function useOptions(): OptionSource<unknown> {
    const list = useList();
    const options = useMemo(() => list.items.map((item) => ({ value: item.id, label: item.name })), [list.items]);
    return { options, loading: list.loading, error: list.failed || null };
  };

const lists = { search: true, emptyKey: 'ticketFilter.noOptions' } as const;

const choiceField = (name: IdField): Field => ({ kind: 'choice', name, labelKey: labelKey(name), all: { labelKey: 'ticketFilter.placeholders.select' }, ...lists, useOptions: optionsOf(FILTER_OPTION_HOOKS[name]) });

const multiField = (name: ListField): Field => ({ kind: 'multiChoice', name, labelKey: labelKey(name), allKey: 'ticketFilter.placeholders.all', chips: 3, ...lists, useOptions: optionsOf(FILTER_OPTION_HOOKS[name]) });

// Days of the contract's years; a schedule may lie ahead, so no day is closed.
const years = { min: TICKET_FILTER_LIMITS.dateYearMin, max: TICKET_FILTER_LIMITS.dateYearMax, messageKey: 'ticketFilter.validation.dateYears' };

function fieldOf(field: FilterField): Field {
  if ((ID_FIELDS as readonly FilterField[]).includes(field)) return choiceField(field as IdField);
  if ((LIST_FIELDS as readonly FilterField[]).includes(field)) return multiField(field as ListField);
  if ((FLAG_FIELDS as readonly FilterField[]).includes(field)) return { kind: 'check', name: field as (typeof FLAG_FIELDS)[number], labelKey: labelKey(field) };
  const date = DATE_PAIRS.find((pair) => pair.field === field);
  if (date) return { kind: 'dateRange', name: date.field, labelKey: labelKey(field), future: true, years, backwardsKey: 'ticketFilter.validation.toAfterFrom', namedCalendar: true };
  return textField(field as TextField);
}

/** The ticket list's advanced filter (spec 000 sections 2, 3 and 5): the contract's fields in their sections. */
export const TICKET_FILTER: FilterDescription<TicketFilterValues> = {
  labelKey: 'ticketFilter.title',
  empty: emptyFilterValues(),
  ...inSections(FILTER_SECTIONS.map((section) => ({ labelKey: `ticketFilter.sections.${section.key}`, fields: section.fields.map(fieldOf) }))),
};
