import type { OptionSource } from '../forms/fields/options';
import type { DateRange } from '../ui/DateRangePicker';

/** The keys of V whose values are of type T (a text field names a string key, a flag a boolean | null one). */
export type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

interface FieldBase {
  /** The field's label (a translation key). */
  labelKey: string;
  /** A PrimeFlex width class for the control (w-18rem); each kind has its own default. */
  width?: string;
}

/** Free text: trimmed on search; under `min` characters (and not empty) the search is refused with a message. */
export interface TextFilterField<V> extends FieldBase {
  kind: 'text';
  name: KeysOf<V, string>;
  /** Its limit from LIMITS; the input takes no more and a stored text is cut to it (see `tooLongKey`). */
  max: number;
  min?: number;
  /** The message of a text under `min` (it takes {{min}}); the kit's own by default. */
  tooShortKey?: string;
  /** Blanks only count as a text under `min` (refused), not as no text. */
  blankIsShort?: boolean;
  /** With it, the input takes a longer text and the search refuses it with this message (it takes {{max}}). */
  tooLongKey?: string;
  /** A rule the trimmed text must follow when there is one (digits only), and its message. */
  pattern?: { test: RegExp; messageKey: string };
  /** What is kept of what was typed (digits only for an id). */
  accept?: (typed: string) => string;
  inputMode?: 'numeric' | 'decimal' | 'email';
  /** Drawn as a search box (the page's one free text). */
  inputType?: 'search';
}

/** A choice written in the description: its value and its label's translation key. */
export interface StaticOption<Value = unknown> {
  value: Value;
  labelKey: string;
}

/** Where a list's options come from: written in the description, or a hook (a lookup), which may read the draft. */
export type OptionsOf<V, Value> = { options: readonly StaticOption<Value>[] } | { useOptions: (draft: V) => OptionSource<Value> };

/** One value from a list; `all` is the null choice ("Todos"), as the clearable list's placeholder or a first option. */
export type ChoiceFilterField<V> = FieldBase &
  OptionsOf<V, unknown> & {
    kind: 'choice';
    name: KeysOf<V, unknown>;
    all?: { labelKey: string; inList?: boolean };
    /** A search box in a long list. */
    search?: boolean;
    /** Fields that start empty again when this one changes (a client's workflow type). */
    resets?: readonly KeysOf<V, unknown>[];
    /** Closed, with this placeholder, until the draft allows it (a place needs a shipment type first). */
    enabledWhen?: { test: (draft: V) => boolean; placeholderKey: string };
    /** What an open list with no options says (its translation key). */
    emptyKey?: string;
  };

/** Several values from a list; none chosen means all. */
export type MultiChoiceFilterField<V> = FieldBase &
  OptionsOf<V, unknown> & {
    kind: 'multiChoice';
    name: KeysOf<V, readonly unknown[]>;
    /** What the list says with nothing chosen ("Todos"). */
    allKey: string;
    search?: boolean;
    /** How many chips show before "N elementos"; 2 by default. */
    chips?: number;
    /** What an open list with no options says (its translation key). */
    emptyKey?: string;
  };

/** All / yes / no over a boolean | null key (enabled: null | true | false). */
export interface FlagFilterField<V> extends FieldBase {
  kind: 'flag';
  name: KeysOf<V, boolean | null>;
  allKey: string;
  yesKey: string;
  noKey: string;
}

/** A box to tick over a boolean key: ticked narrows the search (vacant posts only), unticked is everything. */
export interface CheckFilterField<V> extends FieldBase {
  kind: 'check';
  name: KeysOf<V, boolean>;
}

interface RangeLimits {
  /** The longest range searched, in days; a longer one is refused with a message. */
  maxDays?: number;
  /** Days after today may be picked (by default a filter searches up to today). */
  future?: boolean;
}

/**
 * A range of days on the date-range picker, kept under one key as { start, end }; an end before its start
 * (a remembered one) is refused.
 */
export interface PickedDateRangeField<V> extends FieldBase, RangeLimits {
  kind: 'dateRange';
  name: KeysOf<V, DateRange>;
  /** Both days must be chosen (the label says so with "*"). */
  required?: boolean;
  /** The years a day may fall in (the contract's); a day outside them is refused with this message (it takes {{minYear}} and {{maxYear}}). */
  years?: { min: number; max: number; messageKey: string };
  /** The message of an end before its start; the kit's own by default. */
  backwardsKey?: string;
  /** The calendar dialog is named after the field, not with the picker's own name (a filter of several ranges). */
  namedCalendar?: boolean;
}

/**
 * A range of days as two keys holding YYYY-MM-DD (or ''), typed in two date inputs with their own labels;
 * an end before the start is said at once and refused.
 */
export interface DayKeysRangeField<V> extends FieldBase, RangeLimits {
  kind: 'dateRange';
  from: KeysOf<V, string>;
  to: KeysOf<V, string>;
  fromLabelKey: string;
  toLabelKey: string;
  /** Both days must be given: an empty one refuses the search with this message. */
  requiredKey?: string;
  /** A day after today (typed past the input's maximum, or remembered) refuses the search with this message; by default the input only caps it. */
  afterTodayKey?: string;
  /**
   * How far back from today (appClock) a day may go ({ years: 1, days: 1 }: a year and a day ago); an older one
   * refuses the search with `messageKey` (it takes {{day}}, the oldest day allowed, dd/MM/yyyy) and the input starts there.
   */
  oldest?: { years?: number; days?: number; messageKey: string };
}

export type DateRangeFilterField<V> = PickedDateRangeField<V> | DayKeysRangeField<V>;

/** A minimum and a maximum (number | null each); a maximum under the minimum is refused. */
export interface NumberRangeFilterField<V> extends FieldBase {
  kind: 'numberRange';
  from: KeysOf<V, number | null>;
  to: KeysOf<V, number | null>;
  /** Decimals allowed; whole numbers by default. */
  decimals?: number;
  /** Bounds of each side. */
  min?: number;
  max?: number;
}

export type FilterFieldDescription<V> =
  | TextFilterField<V>
  | ChoiceFilterField<V>
  | MultiChoiceFilterField<V>
  | FlagFilterField<V>
  | CheckFilterField<V>
  | DateRangeFilterField<V>
  | NumberRangeFilterField<V>;

/** Why a whole-filter rule refuses a search: its message key and the values the message takes. */
export interface FilterRefusal {
  key: string;
  values?: Record<string, string | number>;
}

/** A titled, collapsible group of fields (a long filter's layout). */
export interface FilterSection<V> {
  labelKey: string;
  fields: readonly FilterFieldDescription<V>[];
}

export interface FilterDescription<V extends object> {
  /** The search region's name (translation key). */
  labelKey: string;
  /** The empty filter ("Limpiar" goes back to it and searches). */
  empty: V;
  fields: readonly FilterFieldDescription<V>[];
  /**
   * The fields drawn in collapsible sections, in this order (write both with `inSections`): the sections
   * holding a value open first, and a refused search opens the ones it refuses a field of.
   */
  sections?: readonly FilterSection<V>[];
  /** A whole-filter rule (a range that ends before it starts): a message key (with its values) that refuses the search, or null. */
  refuse?: (draft: V) => string | FilterRefusal | null;
  /**
   * Each change applies at once, with no search button (a filter over rows already in the page); text
   * is searched as typed.
   */
  live?: boolean;
  /** false: no "Limpiar" (a filter that must always hold a value, such as a required range). */
  clear?: false;
}

/** A description's fields laid out in sections: the sections and, in the same order, the fields. */
export const inSections = <V>(sections: readonly FilterSection<V>[]) => ({ sections, fields: sections.flatMap((section) => section.fields) });
