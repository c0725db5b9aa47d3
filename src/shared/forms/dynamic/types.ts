/**
 * Custom-field types (spec 002 section 3: text=1, text area=2, numeric=3, date=4, select=5, also named
 * SingleLine, MultiLine, Numeric, DateTime, SelectionList).
 */
export const CUSTOM_FIELD_TYPES = { SingleLine: 1, MultiLine: 2, Numeric: 3, DateTime: 4, SelectionList: 5 } as const;

export type CustomFieldTypeName = keyof typeof CUSTOM_FIELD_TYPES;
export type CustomFieldTypeId = (typeof CUSTOM_FIELD_TYPES)[CustomFieldTypeName];

export const CUSTOM_FIELD_TYPE_NAMES = Object.keys(CUSTOM_FIELD_TYPES) as CustomFieldTypeName[];

/** The type's name for an id (labels are `customForms.types.<name>`); null for an id the app does not know. */
export const customFieldTypeName = (typeId: number): CustomFieldTypeName | null =>
  CUSTOM_FIELD_TYPE_NAMES.find((name) => CUSTOM_FIELD_TYPES[name] === typeId) ?? null;

/** One custom field as a form that renders it needs it (catalog.yaml CustomField and the fields of frequent failures and closings). */
export interface DynamicField {
  id: number;
  name: string;
  typeId: number;
  required: boolean;
  /** The choices of a selection list. */
  options: readonly string[];
}

/** A rendered form's values, by field key (`dynamicFieldKey`): text, the chosen option's index, a date. */
export type DynamicValues = Record<string, string | number | Date | null>;

/** The form value's key of a field: by id, so a field's name (user text) is never an object key. */
export const dynamicFieldKey = (field: Pick<DynamicField, 'id'>) => `field${field.id}`;
