import { storedDateRange } from '../storage/lastFilter';
import { LIMITS } from '../validation/limits';
import type { FilterDescription, FilterFieldDescription, OptionsOf } from './filterTypes';

type Draft = Record<string, unknown>;
type Stored = Readonly<Record<string, unknown>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value a lookup could have given: a positive whole id or a code (a role's); anything else is not one. */
const isLookupValue = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0) || (typeof value === 'string' && value.trim() !== '' && value.length <= LIMITS.gridViews.valueMax);

/** Whether a stored value is one of the field's choices (written ones exactly; a lookup's by its shape, as its list is not at hand). */
const isChoice = (field: OptionsOf<Draft, unknown>, value: unknown) => ('options' in field ? field.options.some((option) => option.value === value) : isLookupValue(value));

function readField(field: FilterFieldDescription<Draft>, stored: Stored, empty: Draft): Draft {
  switch (field.kind) {
    case 'text': {
      const text = stored[field.name];
      return { [field.name]: typeof text === 'string' ? (field.accept ?? String)(text.slice(0, field.max)) : empty[field.name] };
    }
    case 'choice': {
      const value = stored[field.name];
      return { [field.name]: isChoice(field, value) ? value : empty[field.name] };
    }
    case 'multiChoice': {
      const values = stored[field.name];
      const kept = Array.isArray(values) ? values.filter((value) => isChoice(field, value)) : [];
      return { [field.name]: [...new Set(kept)].slice(0, LIMITS.gridViews.listItemsMax) };
    }
    case 'flag':
    case 'check': {
      const value = stored[field.name];
      return { [field.name]: typeof value === 'boolean' ? value : empty[field.name] };
    }
    case 'dateRange': {
      if ('name' in field) return { [field.name]: storedDateRange(stored[field.name]) };
      const day = (name: string) => (typeof stored[name] === 'string' && DAY.test(stored[name]) ? stored[name] : empty[name]);
      return { [field.from]: day(field.from), [field.to]: day(field.to) };
    }
    case 'numberRange': {
      const inBounds = (value: unknown) =>
        typeof value === 'number' && Number.isFinite(value) && (field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max);
      const side = (name: string) => (inBounds(stored[name]) ? stored[name] : empty[name]);
      return { [field.from]: side(field.from), [field.to]: side(field.to) };
    }
  }
}

/** What a read filter keeps of the fields that depend on others: a reset field only beside its choice, a closed list empty. */
function dependents(fields: readonly FilterFieldDescription<Draft>[], read: Draft, empty: Draft): Draft {
  const cleared = fields.flatMap((field) => {
    if (field.kind !== 'choice') return [];
    const resets = read[field.name] === empty[field.name] ? (field.resets ?? []) : [];
    const closed = field.enabledWhen && !field.enabledWhen.test(read) ? [field.name] : [];
    return [...resets, ...closed];
  });
  return { ...read, ...Object.fromEntries(cleared.map((name) => [name, empty[name]])) };
}

/**
 * The parse function useServerGrid's `rememberFilter` takes, derived from the field kinds: a stored (or
 * linked) filter read back, anything malformed as the empty filter's value, text cut to its max, dates
 * from their ISO instants.
 */
export function readStoredFilter<V extends object>(filter: FilterDescription<V>): (stored: Stored) => V {
  const fields = filter.fields as readonly FilterFieldDescription<Draft>[];
  const empty = filter.empty as Draft;
  return (stored) => {
    const read = fields.reduce<Draft>((draft, field) => ({ ...draft, ...readField(field, stored, empty) }), { ...empty });
    return dependents(fields, read, empty) as V;
  };
}
