/** A choice of a dropdown or multi-select. */
export interface FieldOption<Value = number> {
  value: Value;
  label: string;
}

/** Options read from a service: a query hook adapted by the screen (e.g. enabled clients as options). */
export interface OptionSource<Value = number> {
  options: FieldOption<Value>[];
  loading: boolean;
  /** The read's failure; the field says the list could not be loaded. */
  error: unknown;
}

export type UseOptions<Value = number> = () => OptionSource<Value>;

/** What a choice (one value, several or none) reads as: its options' labels in the list's order, a value the list lacks as itself. */
export function optionsText<Value>(options: readonly FieldOption<Value>[], chosen: Value | Value[] | null): string {
  const values = Array.isArray(chosen) ? chosen : chosen === null || chosen === undefined ? [] : [chosen];
  const known = options.filter((option) => values.includes(option.value));
  const unknown = values.filter((value) => !known.some((option) => option.value === value));
  return [...known.map((option) => option.label), ...unknown.map(String)].join(', ');
}
