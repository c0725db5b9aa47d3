import { dayRangeField, flagField, idField, idListField, recordCodec, textField, type FieldCodec, type FilterCodec } from '../../../shared/gridViews/filterCodecs';
import type { DroppedPart } from '../../../shared/gridViews/gridQuery';
import { DATE_PAIRS, emptyFilterValues, FLAG_FIELDS, ID_FIELDS, LIST_FIELDS, TEXT_FIELDS, type DateField, type FilterField, type TextField, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';
import { TICKET_FILTER_LIMITS } from './ticketFilter';
import type { FilterOptions } from './useFilterOptions';

const NUMERIC: readonly TextField[] = ['numberService', 'ticketId', 'externalEventId'];
const PERCENT: readonly TextField[] = ['fromPercent', 'toPercent'];

/** A text field of the filter in a link: its length limit and, for numbers and percentages, their pattern. */
function ticketTextField(field: TextField): FieldCodec<string> {
  const text = textField(TICKET_FILTER_LIMITS.maxLength[field]);
  const pattern = NUMERIC.includes(field) ? TICKET_FILTER_LIMITS.numericPattern : PERCENT.includes(field) ? TICKET_FILTER_LIMITS.percentPattern : null;
  return { ...text, decode: (raw) => {
    const value = text.decode(raw);
    return value !== undefined && pattern && !pattern.test(value) ? undefined : value;
  } };
}

const years = { min: TICKET_FILTER_LIMITS.dateYearMin, max: TICKET_FILTER_LIMITS.dateYearMax };

/**
 * The advanced filter in a link, one parameter per field under the contract's name, values checked by the
 * filter's own limits: "ticketsStatusIds=3,7&creationDate=2026-01-01~2026-01-31&remote=true".
 */
export const ticketFilterCodec: FilterCodec<TicketFilterValues> = recordCodec<TicketFilterValues>({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ticketTextField(f)])) as Record<TextField, FieldCodec<string>>),
  ...(Object.fromEntries(ID_FIELDS.map((f) => [f, idField()])) as Record<(typeof ID_FIELDS)[number], FieldCodec<number | null>>),
  ...(Object.fromEntries(LIST_FIELDS.map((f) => [f, idListField()])) as Record<(typeof LIST_FIELDS)[number], FieldCodec<number[]>>),
  ...(Object.fromEntries(FLAG_FIELDS.map((f) => [f, flagField()])) as Record<(typeof FLAG_FIELDS)[number], FieldCodec<boolean>>),
  ...(Object.fromEntries(DATE_PAIRS.map((p) => [p.field, dayRangeField(years)])) as Record<DateField, ReturnType<typeof dayRangeField>>),
});

type OptionFields = Record<(typeof ID_FIELDS)[number] | (typeof LIST_FIELDS)[number], FilterOptions>;

/**
 * A filter narrowed to the catalogue values this user is offered (a status not offered, a project of a
 * client not theirs): each value taken out is named with its field's label. Null while a list it needs loads; a
 * list that failed to load checks nothing (the service still answers only what the user may see).
 */
export function narrowTicketFilter(values: TicketFilterValues, options: OptionFields, label: (field: FilterField) => string): { filter: TicketFilterValues; dropped: DroppedPart[] } | null {
  const filter = { ...emptyFilterValues(), ...values };
  // Only the lists of the fields that hold a value are waited for (the list's first rows wait for nothing else).
  const used = (field: keyof OptionFields) => (Array.isArray(filter[field]) ? (filter[field] as number[]).length > 0 : filter[field] !== null);
  if ((Object.keys(options) as (keyof OptionFields)[]).some((field) => used(field) && options[field].pending)) return null;
  const dropped: DroppedPart[] = [];
  const offered = (field: keyof OptionFields, id: number) => {
    const ok = options[field].failed || options[field].items.some((item) => item.id === id);
    if (!ok) dropped.push({ reason: 'notAllowed', name: `${label(field)}: ${id}` });
    return ok;
  };
  for (const field of ID_FIELDS) {
    const id = filter[field];
    if (id !== null && !offered(field, id)) filter[field] = null;
  }
  for (const field of LIST_FIELDS) filter[field] = filter[field].filter((id) => offered(field, id));
  return { filter, dropped };
}
