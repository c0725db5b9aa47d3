import { useState } from 'react';
import { useFormik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useVersionConflict } from './conflict/useVersionConflict';
import type { FieldReadings } from './fields/fieldReadings';
import { useRefusableSubmit } from './useRefusableSubmit';

interface PageFormOptions<Values extends FormikValues> {
  initialValues: Values;
  /** A function when the rules depend on the moment they run (a date not in the future). */
  schema: AnyObjectSchema | (() => AnyObjectSchema);
  /** Saves; a rejection (the server's refusal) is shown once by PageForm and what was typed stays. */
  onSubmit: (values: Values) => Promise<unknown>;
  /**
   * An edit of a versioned record: its values as the form reads them from the record (with its rowVersion). A save
   * refused as stale then opens the conflict dialog with the record as it is now (as FormDialog does).
   */
  valuesOf?: (record: never) => Values;
}

/**
 * The state of a page form (see PageForm): the Formik form, held by the page so its values may drive
 * queries (a list that depends on a pick), the last refusal and a stale save's conflict.
 */
export function usePageForm<Values extends FormikValues>({ initialValues, schema, onSubmit, valuesOf }: PageFormOptions<Values>) {
  const conflicts = useVersionConflict(valuesOf);
  const { submit, failure, clearFailure } = useRefusableSubmit(onSubmit, undefined, conflicts.take);
  const form = useFormik<Values>({ initialValues, validationSchema: schema, onSubmit: submit });
  // The shown fields say how they read, for the conflict's comparison (an edit of a versioned record only).
  const [readings] = useState<FieldReadings>(() => new Map());
  return { form, failure, clearFailure, conflicts, readings: valuesOf ? readings : null };
}

export type PageFormState<Values extends FormikValues> = ReturnType<typeof usePageForm<Values>>;
