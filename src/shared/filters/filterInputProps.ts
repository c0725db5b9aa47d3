import type { FilterProblem } from './filterChecks';

/** What the bar gives each field's control: the draft as a record (the description checked the keys) and its change. */
export interface FilterInputProps<Field> {
  field: Field;
  /** The control's id, for its label. */
  id: string;
  draft: Readonly<Record<string, unknown>>;
  change: (part: Record<string, unknown>) => void;
  /** Why the last search was refused, when it was this field. */
  problem?: FilterProblem;
}
