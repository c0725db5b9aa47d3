import { useField, useFormikContext } from 'formik';
import { AccessElementPicker } from '../../../domain/accessElements/AccessElementPicker';

/** The form's `accessElementIds`, chosen on the module tree. */
export function AccessElementsField({ label }: { label: string }) {
  const [field, , helpers] = useField<number[]>('accessElementIds');
  const { isSubmitting } = useFormikContext();
  return <AccessElementPicker label={label} selected={field.value} onChange={(next) => void helpers.setValue(next)} disabled={isSubmitting} />;
}
