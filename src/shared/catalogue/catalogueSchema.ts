import * as yup from 'yup';
import { hexColorRule, integerRule, requiredIdRule, textRule } from '../validation/rules';
import type { CatalogueField, CatalogueRow } from './catalogueTypes';
import { imageRule, removeKey } from './imageField';
import { rowValue } from './rowValue';

export type CatalogueValues = Record<string, string | number | boolean | File | null>;

function fieldRule(field: CatalogueField): yup.AnySchema {
  const required = field.required ?? false;
  switch (field.kind) {
    case 'text':
      return textRule({ required, max: field.max, min: field.min, allowedCharacters: field.allowedCharacters, alsoAllowed: field.alsoAllowed, noSpaces: field.noSpaces, pattern: field.pattern });
    case 'textarea':
      return textRule({ required, max: field.max });
    case 'integer':
      return integerRule({ required, min: field.min, max: field.max });
    case 'color':
      return hexColorRule({ required });
    case 'flag':
      return yup.boolean().defined();
    case 'choice':
      return required ? requiredIdRule() : yup.number().nullable();
    case 'image':
      return imageRule(field);
  }
}

/** The form's yup schema: each field's rules, and `enabled`. */
export function catalogueSchema(fields: readonly CatalogueField[]) {
  return yup.object({ ...Object.fromEntries(fields.map((f) => [f.name, fieldRule(f)])), enabled: yup.boolean() });
}

const emptyValue = (field: CatalogueField) =>
  field.kind === 'text' || field.kind === 'textarea' || field.kind === 'color' ? '' : field.kind === 'flag' ? false : null;

/** What the dialog starts from: the row's values (and version) when editing, empty ones (enabled) when creating; an image starts unchosen. */
export function catalogueInitialValues(fields: readonly CatalogueField[], row: CatalogueRow | null): CatalogueValues {
  const values: CatalogueValues = { enabled: row ? row.enabled : true };
  if (row?.rowVersion !== undefined) values.rowVersion = row.rowVersion;
  for (const field of fields) {
    if (field.kind === 'image') {
      values[field.name] = null;
      values[removeKey(field)] = false;
      continue;
    }
    const value = row ? rowValue(row, field.name) : undefined;
    values[field.name] = value === undefined || value === null ? emptyValue(field) : (value as string | number | boolean);
  }
  return values;
}

/** The request body: an optional text left empty travels as null; the id and the version read are added for an update; images travel apart. */
export function catalogueBody(fields: readonly CatalogueField[], values: CatalogueValues, id: number | null) {
  const body: Record<string, unknown> = id === null ? {} : { id, rowVersion: values.rowVersion };
  for (const field of fields) {
    if (field.kind === 'image') continue;
    const value = values[field.name];
    body[field.name] = typeof value === 'string' && value === '' && !field.required ? null : value;
  }
  body.enabled = values.enabled;
  return body;
}
