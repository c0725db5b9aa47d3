import { useCallback, useState, type FormEvent } from 'react';

export interface FilterDraftOptions<V> {
  /** The values the form opens with (the grid's filter); the empty filter when absent. */
  initial?: V;
  /**
   * What a search sends for the draft (trimmed text), or null to refuse it (a text under the minimum, a
   * range that ends before it starts): nothing is sent and `refused` is set until the next search or clear.
   */
  toSearch?: (draft: V) => V | null;
}

/**
 * A grid filter form's draft: the values being edited, nothing asked until the form is submitted (the
 * search button or Enter), and "clear" that empties the draft and searches everything again.
 */
export function useFilterDraft<V extends object>(empty: V, onSearch: (values: V) => void, { initial, toSearch }: FilterDraftOptions<V> = {}) {
  const [values, setValues] = useState<V>(initial ?? empty);
  const [refused, setRefused] = useState(false);

  const change = useCallback((part: Partial<V>) => setValues((current) => ({ ...current, ...part })), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = toSearch ? toSearch(values) : values;
    setRefused(next === null);
    if (next !== null) onSearch(next);
  };
  const clear = () => {
    setValues(empty);
    setRefused(false);
    onSearch(empty);
  };
  return { values, change, submit, clear, refused };
}
