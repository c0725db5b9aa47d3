import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../validation/limits';
import { ChoiceInput, DateInput, TextAreaInput, TextInput } from '../fields';
import { CUSTOM_FIELD_TYPES, dynamicFieldKey, type DynamicField } from './types';

const { textValueMax, numericIntegerDigits, numericDecimals } = LIMITS.customForms;

/**
 * The controls of custom fields inside a Formik form built with `dynamicSchema` and `dynamicInitialValues`:
 * the one renderer of custom forms, frequent-failure fields and service-type closing fields.
 */
export function DynamicFields({ fields }: { fields: readonly DynamicField[] }) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => {
        const common = { name: dynamicFieldKey(field), label: field.name, required: field.required };
        switch (field.typeId) {
          case CUSTOM_FIELD_TYPES.MultiLine:
            return <TextAreaInput key={field.id} {...common} max={textValueMax} />;
          case CUSTOM_FIELD_TYPES.Numeric:
            return <TextInput key={field.id} {...common} max={numericIntegerDigits + numericDecimals + 2} hint={t('customForms.numericHint', { integerDigits: numericIntegerDigits, decimals: numericDecimals })} />;
          case CUSTOM_FIELD_TYPES.DateTime:
            return <DateInput key={field.id} {...common} />;
          case CUSTOM_FIELD_TYPES.SelectionList:
            return <ChoiceInput key={field.id} {...common} source={{ options: field.options.map((label, value) => ({ value, label })), loading: false, error: null }} />;
          default:
            return <TextInput key={field.id} {...common} max={textValueMax} />;
        }
      })}
    </>
  );
}
