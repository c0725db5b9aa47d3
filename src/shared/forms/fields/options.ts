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
