import { useTranslation } from 'react-i18next';
import type { OptionSource } from '../forms/fields/options';
import type { OptionsOf } from './filterTypes';

/**
 * A list field's options: its written options translated, or its lookup hook's. A description is a module
 * constant, so a field calls the same hook on every render.
 */
export function useOptionSource<V>(field: OptionsOf<V, unknown>, draft: V): OptionSource<unknown> {
  const { t } = useTranslation();
  if ('useOptions' in field) return field.useOptions(draft);
  return { options: field.options.map((option) => ({ value: option.value, label: t(option.labelKey) })), loading: false, error: null };
}
