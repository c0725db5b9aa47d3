import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../validation/limits';
import { ChoiceInput, FlagInput, TextAreaInput, TextInput } from '../fields';
import type { FieldDefinitionValues } from './fieldDefinition';
import { CUSTOM_FIELD_TYPE_NAMES, CUSTOM_FIELD_TYPES } from './types';

/** The controls of the field editor (inside a form built with `fieldDefinitionSchema`): name, type, required, options. */
export function FieldDefinitionFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<FieldDefinitionValues>();
  const types = CUSTOM_FIELD_TYPE_NAMES.map((name) => ({ value: CUSTOM_FIELD_TYPES[name], label: t(`customForms.types.${name}`) }));
  const { maxOptions, optionMax } = LIMITS.customForms;
  return (
    <>
      <TextInput name="name" label={t('customForms.definition.name')} max={LIMITS.generalTextMax} required autoFocus />
      <ChoiceInput name="typeId" label={t('customForms.definition.type')} source={{ options: types, loading: false, error: null }} required />
      <FlagInput name="required" label={t('customForms.definition.required')} />
      {values.typeId === CUSTOM_FIELD_TYPES.SelectionList && (
        <TextAreaInput name="options" label={t('customForms.definition.options', { max: maxOptions, length: optionMax })} max={(optionMax + 1) * (maxOptions + 1)} required rows={6} />
      )}
    </>
  );
}
