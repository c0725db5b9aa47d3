import { LIMITS } from '../validation/limits';

/** A link's parameters by name (decoded, one value each). */
export type QueryValues = Readonly<Record<string, string>>;

/**
 * How a screen's filter goes into a link and back. The kit handles the parameters' names (renamed and
 * unknown ones); the codec reads values, validating each one: a link is typed by anybody.
 */
export interface FilterCodec<F> {
  /** Every parameter the filter writes. */
  fields: readonly string[];
  /** Former parameter names still read (old name -> current name), so older links keep working. */
  renamed?: Readonly<Record<string, string>>;
  /** The fields that hold a condition, as link values (empty fields are left out). */
  encode(filter: F): Record<string, string>;
  /** The filter a link's values describe; a field whose value is not valid is named in `invalid` and left empty. */
  decode(values: QueryValues): { filter: F; invalid: string[] };
}

/** One field of a filter object: its empty value, its text in a link (null: no condition) and back. */
export interface FieldCodec<V> {
  empty: () => V;
  encode: (value: V) => string | null;
  /** The value, or undefined when the text is not a valid value of the field. */
  decode: (text: string) => V | undefined;
}

const MAX_ID = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

const readId = (text: string): number | undefined => (ID_TEXT.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined);

/** Free text up to `max` characters (trimmed; empty is no condition). */
export const textField = (max: number): FieldCodec<string> => ({
  empty: () => '',
  encode: (value) => value.trim() || null,
  decode: (text) => (text.trim().length > 0 && text.length <= max ? text.trim() : undefined),
});

/** Free text as `textField`, held as null when empty. */
export const nullableTextField = (max: number): FieldCodec<string | null> => {
  const text = textField(max);
  return { empty: () => null, encode: (value) => (value === null ? null : text.encode(value)), decode: text.decode };
};

/** One catalogue id (a positive 32-bit integer). */
export const idField = (): FieldCodec<number | null> => ({
  empty: () => null,
  encode: (value) => (value === null ? null : String(value)),
  decode: readId,
});

/** One value of a closed list ("1", "2", "3" of a state), written as itself. */
export const choiceField = <V extends string | number>(choices: readonly V[]): FieldCodec<V | null> => ({
  empty: () => null,
  encode: (value) => (value === null ? null : String(value)),
  decode: (text) => choices.find((choice) => String(choice) === text),
});

/** Several ids, comma separated ("3,7"), at most LIMITS.gridViews.listItemsMax, repeats removed. */
export const idListField = (): FieldCodec<number[]> => ({
  empty: () => [],
  encode: (value) => (value.length ? [...new Set(value)].join(',') : null),
  decode: (text) => {
    const parts = text.split(',');
    if (parts.length > LIMITS.gridViews.listItemsMax) return undefined;
    const ids = parts.map(readId);
    return ids.every((id) => id !== undefined) ? [...new Set(ids as number[])] : undefined;
  },
});

/** A checkbox: only "true" is a condition. */
export const flagField = (): FieldCodec<boolean> => ({
  empty: () => false,
  encode: (value) => (value ? 'true' : null),
  decode: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
});

export interface DayRange {
  start: Date | null;
  end: Date | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local calendar day as "2026-01-31". */
export const formatDay = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "2026-01-31" as local midnight of that day, or undefined when it is no such day or outside the years. */
export function parseDay(text: string, years: { min: number; max: number }): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < years.min || year > years.max) return undefined;
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise be read as 19xx
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/**
 * A range of whole local days, "2026-01-01~2026-01-31"; either side may be empty ("~2026-01-31"). A link
 * names days, not instants, so it means the same days wherever it is opened. The start must not follow the end.
 */
export const dayRangeField = (years: { min: number; max: number }): FieldCodec<DayRange> => ({
  empty: () => ({ start: null, end: null }),
  encode: ({ start, end }) => (start || end ? `${start ? formatDay(start) : ''}~${end ? formatDay(end) : ''}` : null),
  decode: (text) => {
    const [from, to, ...rest] = text.split('~');
    if (rest.length || to === undefined || (!from && !to)) return undefined;
    const start = from ? parseDay(from, years) : null;
    const end = to ? parseDay(to, years) : null;
    if (start === undefined || end === undefined) return undefined;
    return start && end && start > end ? undefined : { start, end };
  },
});

/** A filter object whose every field has a codec: the common case, and what screens compose. */
export function recordCodec<F extends object>(fields: { [K in keyof F]: FieldCodec<F[K]> }, renamed?: Readonly<Record<string, string>>): FilterCodec<F> {
  const names = Object.keys(fields) as (keyof F & string)[];
  return {
    fields: names,
    renamed,
    encode: (filter) => {
      const out: Record<string, string> = {};
      for (const name of names) {
        const text = fields[name].encode(filter[name]);
        if (text !== null) out[name] = text;
      }
      return out;
    },
    decode: (values) => {
      const filter = {} as F;
      const invalid: string[] = [];
      for (const name of names) {
        const text = values[name];
        const value = text === undefined ? undefined : text.length > LIMITS.gridViews.valueMax ? undefined : fields[name].decode(text);
        if (text !== undefined && value === undefined) invalid.push(name);
        filter[name] = value === undefined ? fields[name].empty() : value;
      }
      return { filter, invalid };
    },
  };
}

/** A field whose empty value says nothing of its type (null): a flag, an id or a short text, read in that order. */
const scalarField = (): FieldCodec<unknown> => ({
  empty: () => null,
  encode: (value) => (value === null || value === undefined || value === '' ? null : String(value)),
  decode: (text) => (text === 'true' ? true : text === 'false' ? false : (readId(text) ?? (text.trim() ? text : undefined))),
});

const isRange = (value: unknown): value is DayRange => typeof value === 'object' && value !== null && 'start' in value && 'end' in value;

/** The codec of a field, told from its empty value. */
function inferField(empty: unknown): FieldCodec<unknown> {
  if (typeof empty === 'string') return textField(LIMITS.gridViews.valueMax) as FieldCodec<unknown>;
  if (typeof empty === 'boolean') return flagField() as FieldCodec<unknown>;
  if (Array.isArray(empty)) return idListField() as FieldCodec<unknown>;
  if (isRange(empty)) return dayRangeField({ min: 1, max: 9999 }) as FieldCodec<unknown>;
  return scalarField();
}

/**
 * A codec for a screen that already reads its remembered filter back (`rememberFilter`): the fields are
 * told from the empty filter, and every value a link brings goes through the screen's own parser, as a
 * remembered filter does (dates as ISO instants), so the link is checked by the same rules.
 */
export function storedFilterCodec<F extends object>(emptyFilter: F, parse: (stored: Readonly<Record<string, unknown>>) => F | null): FilterCodec<F> | null {
  if (typeof emptyFilter !== 'object' || emptyFilter === null || Array.isArray(emptyFilter)) return null;
  const fields = Object.fromEntries(Object.entries(emptyFilter).map(([name, empty]) => [name, inferField(empty)]));
  const shape = recordCodec(fields as { [K in keyof F]: FieldCodec<F[K]> });
  return {
    fields: shape.fields,
    encode: shape.encode,
    decode: (values) => {
      const read = shape.decode(values);
      const parsed = parse(JSON.parse(JSON.stringify(read.filter)) as Record<string, unknown>) ?? emptyFilter;
      const kept = shape.encode(parsed);
      // What the screen's parser refused is dropped like a value the codec refused.
      const refused = Object.keys(values).filter((name) => shape.fields.includes(name) && !read.invalid.includes(name) && kept[name] !== values[name]?.trim());
      return { filter: parsed, invalid: [...read.invalid, ...refused] };
    },
  };
}
