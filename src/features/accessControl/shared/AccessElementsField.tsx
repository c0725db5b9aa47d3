import { useCallback } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { AccessElementPicker } from '../../../domain/accessElements/AccessElementPicker';
import { useFieldReading } from '../../../shared/forms/fields';

/** The form's `accessElementIds`, chosen on the module tree; it reads as how many are chosen. */
export function AccessElementsField({ label }: { label: string }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<number[]>('accessElementIds');
  const { isSubmitting } = useFormikContext();
  useFieldReading('accessElementIds', label, useCallback((ids: number[]) => t('accessControl.profiles.chosenPermissions', { count: ids.length }), [t]));
  return <AccessElementPicker label={label} selected={field.value} onChange={(next) => void helpers.setValue(next)} disabled={isSubmitting} />;
}
