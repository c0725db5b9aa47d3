import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateError, type MessageValues } from '../../validation/messages';

/**
 * A Formik field with what every bound control needs: a stable id, its value and helpers, and its
 * error translated, shown once the field was left or the form was submitted. `limits` word a rule's
 * plain message key with the field's own limit ('validation.maxLength' names the field's max).
 */
export function useBoundField<Value>(name: string, limits?: MessageValues) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount, isSubmitting } = useFormikContext();
  const shown = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = shown && limits && !shown.includes(' ') ? t(shown, limits) : translateError(t, shown);
  return { id, field, value: field.value, error, helpers, disabled: isSubmitting };
}
