import { useId, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';

interface FormDialogProps<Values extends FormikValues> {
  header: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Saves; a rejection (the server's refusal) is shown inside the dialog and what was typed stays. */
  onSubmit: (values: Values) => Promise<unknown>;
  onHide: () => void;
  submitLabel?: string;
  /** The Formik-bound fields (src/shared/forms/fields). */
  children: ReactNode;
  width?: string;
}

/**
 * A create or edit dialog: Formik with a yup schema, Save and Cancel, the server's refusal in the
 * dialog. It closes only after a successful save; closing is blocked while saving.
 */
export function FormDialog<Values extends FormikValues>({ header, initialValues, schema, onSubmit, onHide, submitLabel, children, width = '36rem' }: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const formId = useId();
  const errorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    try {
      // The schema's cast trims nothing: what is sent is what the user sees in the fields.
      await onSubmit(values);
      onHide();
    } catch (error) {
      setFailure(error);
      helpers.setSubmitting(false);
    }
  };

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          visible
          header={header}
          onHide={onHide}
          closable={!isSubmitting}
          style={{ width: `min(${width}, 95vw)` }}
          footer={
            <div className="flex justify-content-end gap-2">
              <Button type="button" label={t('dialog.cancel')} outlined severity="secondary" disabled={isSubmitting} onClick={onHide} />
              <Button type="submit" form={formId} label={submitLabel ?? t('dialog.save')} icon={isSubmitting ? 'pi pi-spin pi-spinner' : 'pi pi-check'} disabled={isSubmitting} />
            </div>
          }
        >
          <Form id={formId} noValidate className="flex flex-column gap-3">
            {children}
            {failure !== null && (
              <p role="alert" className="m-0 p-2 border-round bg-red-50 text-red-800">
                {errorMessage(failure)}
              </p>
            )}
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
