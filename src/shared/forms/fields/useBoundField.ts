import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../validation/messages';

/**
 * A Formik field with what every bound control needs: a stable id, its value and helpers, and its
 * error translated, shown once the field was left or the form was submitted.
 */
export function useBoundField<Value>(name: string) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount, isSubmitting } = useFormikContext();
  const error = meta.touched || submitCount > 0 ? translateError(t, meta.error) : null;
  return { id, field, value: field.value, error, helpers, disabled: isSubmitting };
}
