import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, type CreateTicketValues } from './createTicketSchema';

/** A field's error sentence once the field was left or the form submitted; null otherwise. */
export function useFieldError(form: FormikProps<CreateTicketValues>) {
  const { t } = useTranslation();
  return (field: keyof CreateTicketValues): string | null => {
    const key = form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
    return typeof key === 'string' ? t(key, { max: TEXT_MAX[field] }) : null;
  };
}
