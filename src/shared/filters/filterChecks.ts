import { DateTime } from 'luxon';
import { appClock } from '../time/clock';
import type { DayKeysRangeField, FilterDescription, FilterFieldDescription, FilterRefusal, PickedDateRangeField, TextFilterField } from './filterTypes';

/** Why a search is refused: the field it belongs to (its index; null for the whole filter) and its message. */
export interface FilterProblem {
  field: number | null;
  key: string;
  /** The message's values, as they are. */
  values: Record<string, string | number>;
  /** The message's values that are label keys (a range's ends), translated by whoever shows it. */
  labels?: Record<string, string>;
  /** Said while typing, not only once a search was refused (an end typed before its start). */
  live: boolean;
  /** The end of a range the message belongs to (the end by default). */
  side?: 'from' | 'to';
}

type Draft = Record<string, unknown>;
type Found = Omit<FilterProblem, 'field'>;

const daysBetween = (start: Date, end: Date) => Math.round(DateTime.fromJSDate(end).startOf('day').diff(DateTime.fromJSDate(start).startOf('day'), 'days').days);
const found = (key: string, values: Found['values'] = {}, extra: Partial<Found> = {}): Found => ({ key, values, live: false, ...extra });

function textProblem(field: TextFilterField<Draft>, typed: string): Found | null {
  const text = typed.trim();
  const blank = field.blankIsShort ? typed === '' : text === '';
  if (field.min !== undefined && !blank && text.length < field.min) return found(field.tooShortKey ?? 'grid.filter.tooShort', { min: field.min });
  if (field.tooLongKey && text.length > field.max) return found(field.tooLongKey, { max: field.max });
  return field.pattern && text !== '' && !field.pattern.test.test(text) ? found(field.pattern.messageKey) : null;
}

// Four digits, as a year is written in a date (0000).
const yearText = (year: number) => String(year).padStart(4, '0');
const inYears = (day: Date | null, years: { min: number; max: number }) =>
  day === null || (!Number.isNaN(day.getTime()) && day.getFullYear() >= years.min && day.getFullYear() <= years.max);

function pickedRangeProblem(field: PickedDateRangeField<Draft>, range: { start: Date | null; end: Date | null }): Found | null {
  const { start, end } = range;
  if (field.required && (!start || !end)) return found('grid.filter.datesRequired');
  const { years } = field;
  if (years && !(inYears(start, years) && inYears(end, years))) return found(years.messageKey, { minYear: yearText(years.min), maxYear: yearText(years.max) });
  if (!start || !end) return null;
  if (daysBetween(start, end) < 0) return found(field.backwardsKey ?? 'grid.filter.backwards', {}, { labels: { from: 'grid.filter.from', to: 'grid.filter.to' } });
  return field.maxDays !== undefined && daysBetween(start, end) > field.maxDays ? found('grid.filter.tooLong', { days: field.maxDays }) : null;
}

/** Today and the oldest day a day-keys range allows, as YYYY-MM-DD (compared as text), from the app's clock. */
export function dayKeyBounds(field: Pick<DayKeysRangeField<never>, 'future' | 'oldest'>): { min?: string; max?: string } {
  const today = DateTime.fromJSDate(appClock.now()).startOf('day');
  const oldest = field.oldest && today.minus({ years: field.oldest.years ?? 0, days: field.oldest.days ?? 0 });
  return { max: field.future ? undefined : (today.toISODate() ?? undefined), min: oldest ? (oldest.toISODate() ?? undefined) : undefined };
}

function dayKeysProblem(field: DayKeysRangeField<Draft>, from: string, to: string): Found | null {
  if (field.requiredKey && (from === '' || to === '')) return found(field.requiredKey, {}, { side: from === '' ? 'from' : 'to' });
  const { min, max } = dayKeyBounds(field);
  const late = [from, to].findIndex((day) => day !== '' && max !== undefined && field.afterTodayKey !== undefined && day > max);
  if (late >= 0) return found(field.afterTodayKey!, {}, { side: late === 0 ? 'from' : 'to' });
  const early = [from, to].findIndex((day) => day !== '' && min !== undefined && day < min);
  if (early >= 0) return found(field.oldest!.messageKey, { day: DateTime.fromISO(min!).toFormat('dd/MM/yyyy') }, { side: early === 0 ? 'from' : 'to' });
  if (from === '' || to === '') return null;
  // YYYY-MM-DD compares as text.
  if (to < from) return found('grid.filter.backwards', {}, { labels: { from: field.fromLabelKey, to: field.toLabelKey }, live: true });
  const tooLong = field.maxDays !== undefined && daysBetween(new Date(from), new Date(to)) > field.maxDays;
  return tooLong ? found('grid.filter.tooLong', { days: field.maxDays! }) : null;
}

function fieldProblem(field: FilterFieldDescription<Draft>, draft: Draft): Found | null {
  switch (field.kind) {
    case 'text':
      return textProblem(field, String(draft[field.name]));
    case 'dateRange':
      return 'name' in field ? pickedRangeProblem(field, draft[field.name] as { start: Date | null; end: Date | null }) : dayKeysProblem(field, String(draft[field.from]), String(draft[field.to]));
    case 'numberRange': {
      const [from, to] = [draft[field.from], draft[field.to]];
      const backwards = typeof from === 'number' && typeof to === 'number' && to < from;
      return backwards ? found('grid.filter.numbersBackwards', {}, { labels: { from: 'grid.filter.from', to: 'grid.filter.to' }, live: true }) : null;
    }
    default:
      return null;
  }
}

const asRefusal = (refusal: string | FilterRefusal): FilterRefusal => (typeof refusal === 'string' ? { key: refusal } : refusal);

/** Every reason the draft cannot be searched: each field's, then the whole filter's rule. */
export function filterProblems<V extends object>(filter: FilterDescription<V>, draft: V): FilterProblem[] {
  const fields = filter.fields as readonly FilterFieldDescription<Draft>[];
  const problems = fields.flatMap((field, index) => {
    const problem = fieldProblem(field, draft as Draft);
    return problem ? [{ field: index, ...problem }] : [];
  });
  const whole = filter.refuse?.(draft);
  if (!whole) return problems;
  const { key, values = {} } = asRefusal(whole);
  return [...problems, { field: null, key, values, live: false }];
}

/** The draft as searched: its texts trimmed. */
export function trimTexts<V extends object>(filter: FilterDescription<V>, draft: V): V {
  const trimmed = filter.fields.filter((field) => field.kind === 'text').map((field) => [field.name, String(draft[field.name as keyof V]).trim()]);
  return { ...draft, ...Object.fromEntries(trimmed) };
}

/** What a search sends for a draft (texts trimmed), or null when it is refused. */
export const searchOf =
  <V extends object>(filter: FilterDescription<V>) =>
  (draft: V): V | null =>
    filterProblems(filter, draft).length > 0 ? null : trimTexts(filter, draft);
