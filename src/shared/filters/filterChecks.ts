import { DateTime } from 'luxon';
import type { FilterDescription, FilterFieldDescription } from './filterTypes';

/** Why a search is refused: the field it belongs to (its index; null for the whole filter) and its message. */
export interface FilterProblem {
  field: number | null;
  key: string;
  /** The message's values; label keys among them are translated by whoever shows it. */
  values: Record<string, string | number>;
  /** Said while typing, not only once a search was refused (an end typed before its start). */
  live: boolean;
}

type Draft = Record<string, unknown>;

const daysBetween = (start: Date, end: Date) => Math.round(DateTime.fromJSDate(end).startOf('day').diff(DateTime.fromJSDate(start).startOf('day'), 'days').days);

function fieldProblem(field: FilterFieldDescription<Draft>, index: number, draft: Draft): FilterProblem | null {
  const problem = (key: string, values: FilterProblem['values'] = {}, live = false): FilterProblem => ({ field: index, key, values, live });
  switch (field.kind) {
    case 'text': {
      const length = String(draft[field.name]).trim().length;
      return field.min !== undefined && length > 0 && length < field.min ? problem(field.tooShortKey ?? 'grid.filter.tooShort', { min: field.min }) : null;
    }
    case 'dateRange': {
      if ('name' in field) {
        const { start, end } = draft[field.name] as { start: Date | null; end: Date | null };
        const tooLong = field.maxDays !== undefined && start && end && daysBetween(start, end) > field.maxDays;
        return tooLong ? problem('grid.filter.tooLong', { days: field.maxDays! }) : null;
      }
      const [from, to] = [String(draft[field.from]), String(draft[field.to])];
      if (from === '' || to === '') return null;
      // YYYY-MM-DD compares as text.
      if (to < from) return problem('grid.filter.backwards', { from: field.fromLabelKey, to: field.toLabelKey }, true);
      const tooLong = field.maxDays !== undefined && daysBetween(new Date(from), new Date(to)) > field.maxDays;
      return tooLong ? problem('grid.filter.tooLong', { days: field.maxDays! }) : null;
    }
    case 'numberRange': {
      const [from, to] = [draft[field.from], draft[field.to]];
      return typeof from === 'number' && typeof to === 'number' && to < from ? problem('grid.filter.numbersBackwards', { from: 'grid.filter.from', to: 'grid.filter.to' }, true) : null;
    }
    default:
      return null;
  }
}

/** Every reason the draft cannot be searched: each field's, then the whole filter's rule. */
export function filterProblems<V extends object>(filter: FilterDescription<V>, draft: V): FilterProblem[] {
  const fields = filter.fields as readonly FilterFieldDescription<Draft>[];
  const problems = fields.map((field, index) => fieldProblem(field, index, draft as Draft)).filter((p): p is FilterProblem => p !== null);
  const whole = filter.refuse?.(draft);
  return whole ? [...problems, { field: null, key: whole, values: {}, live: false }] : problems;
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
