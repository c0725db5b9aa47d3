import { getIn, FormikProvider, useFormikContext, type FormikValues } from 'formik';
import { useMemo, type ReactNode } from 'react';

/**
 * One part of a long form (a card of a list of a hundred) drawn from a Formik context of its own that changes only
 * when that part's values, errors or touched state, or the form's submit state, change. Formik's context changes on
 * every keystroke anywhere, and every bound field re-renders with it; inside a slice, with `children` made by a
 * memoised parent, only the part that changed does. Formik's setters are stable and read the current state, so the
 * fields inside still write to the whole form.
 */
export function FormikSlice<Values extends FormikValues>({ path, children }: { path: string; children: ReactNode }) {
  const formik = useFormikContext<Values>();
  const value: unknown = getIn(formik.values, path);
  const error: unknown = getIn(formik.errors, path);
  const touched: unknown = getIn(formik.touched, path);
  const { submitCount, isSubmitting } = formik;
  // The context is the form as it was when this part last changed or moved (a new path reads another place of the
  // form): what its own fields read is then current.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- renewed on this part's changes only, on purpose
  const sliced = useMemo(() => formik, [path, value, error, touched, submitCount, isSubmitting]);
  return <FormikProvider value={sliced}>{children}</FormikProvider>;
}
