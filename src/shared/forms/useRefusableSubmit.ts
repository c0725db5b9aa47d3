import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';

/**
 * A Formik submit whose save may be refused: a rejection is kept as the form's failure (worded in
 * the user's current language when shown) and the form stays as typed, ready to send again. `resolve`
 * takes a refusal the form settles with the user instead (a version conflict): true when it took it.
 */
export function useRefusableSubmit<Values>(save: (values: Values) => Promise<unknown>, onSaved?: () => void, resolve?: (error: unknown, values: Values) => boolean) {
  const errorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    try {
      // The schema's cast trims nothing: what is sent is what the user sees in the fields.
      await save(values);
      onSaved?.();
    } catch (error) {
      if (!resolve?.(error, values)) setFailure(error);
      helpers.setSubmitting(false);
    }
  };

  return { submit, failure: failure === null ? null : errorMessage(failure), clearFailure: () => setFailure(null) };
}
