import { useFormik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useRefusableSubmit } from './useRefusableSubmit';

interface PageFormOptions<Values extends FormikValues> {
  initialValues: Values;
  /** A function when the rules depend on the moment they run (a date not in the future). */
  schema: AnyObjectSchema | (() => AnyObjectSchema);
  /** Saves; a rejection (the server's refusal) is shown once by PageForm and what was typed stays. */
  onSubmit: (values: Values) => Promise<unknown>;
}

/**
 * The state of a page form (see PageForm): the Formik form, held by the page so its values may drive
 * queries (a list that depends on a pick), and the last refusal.
 */
export function usePageForm<Values extends FormikValues>({ initialValues, schema, onSubmit }: PageFormOptions<Values>) {
  const { submit, failure, clearFailure } = useRefusableSubmit(onSubmit);
  const form = useFormik<Values>({ initialValues, validationSchema: schema, onSubmit: submit });
  return { form, failure, clearFailure };
}

export type PageFormState<Values extends FormikValues> = ReturnType<typeof usePageForm<Values>>;
