import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Formik, FormikProvider, useFormikContext, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { useVersionConflict } from '../../forms/conflict/useVersionConflict';
import { VersionConflictDialog } from '../../forms/conflict/VersionConflictDialog';
import { FieldReadingsContext, type FieldReadings } from '../../forms/fields/fieldReadings';
import type { PageFormState } from '../../forms/usePageForm';
import { useRefusableSubmit } from '../../forms/useRefusableSubmit';
import { BusyButton } from '../BusyButton';
import { PageLoader } from '../PageLoader';
import { RequestError } from '../RequestError';
import { DialogFailure, ModalDialog } from './ModalDialog';

/** The read an edit's values come from, while they have not arrived: the dialog shows its progress or why it failed. */
export interface DialogRead {
  error?: unknown;
  retry: () => void;
}

interface FormDialogLayout {
  header: string;
  onHide: () => void;
  submitLabel?: string;
  submitIcon?: string;
  cancelLabel?: string;
  /** A destructive submit (cancel an order, reject): the button shows it. */
  danger?: boolean;
  /** Shown above the fields (a question, what the action does). */
  intro?: ReactNode;
  /** The fields: Formik-bound (src/shared/forms/fields) or reading the form through useFormikContext. */
  children: ReactNode;
  width?: string;
  /** For the trigger's aria-controls. */
  id?: string;
  /** Put before the refusal's reason ("Could not cancel the order: …"). */
  failureTitle?: string;
}

interface FormDialogProps<Values extends FormikValues> extends FormDialogLayout {
  /** Undefined while they are read (see `read`); the first values to arrive are the form's, a later refetch never overwrites what was typed. */
  initialValues: Values | undefined;
  /** Where the values come from, for an edit that reads them first: the same dialog waits, so it is never replaced once they arrive. */
  read?: DialogRead;
  schema: AnyObjectSchema;
  /** Saves; a rejection (the server's refusal) is shown inside the dialog and what was typed stays. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Closes after a successful save when the screen must tell it from a cancel; onHide by default. */
  onSaved?: () => void;
  /**
   * An edit of a versioned record: its values as the form reads them from the record (with its rowVersion), the
   * reading the form started from. A save refused as stale then opens the conflict dialog with the record as it
   * is now; without it that refusal shows as any other.
   */
  valuesOf?: (record: never) => Values;
  /** The record the values rest on once a conflict is resolved, for a save that sends back what the form does not edit. */
  onRebased?: (record: never) => void;
}

/**
 * A create or edit dialog: Formik with a yup schema, Save and Cancel, the server's refusal in the
 * dialog, and for an edit of a versioned record (`valuesOf`) the conflict dialog when someone saved it
 * first. It closes only after a successful save; closing is blocked while saving.
 */
export function FormDialog<Values extends FormikValues>({ initialValues, read, schema, onSubmit, onSaved, valuesOf, onRebased, ...layout }: FormDialogProps<Values>) {
  const conflicts = useVersionConflict(valuesOf);
  const { submit, failure } = useRefusableSubmit(onSubmit, onSaved ?? layout.onHide, conflicts.take);
  const [arrived, setArrived] = useState(initialValues !== undefined);
  // The shown fields say how they read, for the conflict's comparison.
  const [readings] = useState<FieldReadings>(() => new Map());

  return (
    <Formik<Values> initialValues={initialValues ?? ({} as Values)} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <FieldReadingsContext.Provider value={valuesOf ? readings : null}>
          {!arrived && <TakeOnArrival values={initialValues} onTaken={() => setArrived(true)} />}
          <FormikDialog form={form} failure={failure} read={arrived ? undefined : (read ?? NOT_READ)} {...layout} />
          {conflicts.conflict && <VersionConflictDialog conflict={conflicts.conflict} onClose={conflicts.close} onRebased={onRebased} />}
        </FieldReadingsContext.Provider>
      )}
    </Formik>
  );
}

const NOT_READ: DialogRead = { retry: () => undefined };

/** Makes the values that arrived the form's before the fields first draw (a layout effect: no frame with empty fields). */
function TakeOnArrival<Values extends FormikValues>({ values, onTaken }: { values: Values | undefined; onTaken: () => void }) {
  const { resetForm } = useFormikContext<Values>();
  useLayoutEffect(() => {
    if (values === undefined) return;
    resetForm({ values });
    onTaken();
  }, [values, resetForm, onTaken]);
  return null;
}

interface FormikDialogProps<Values extends FormikValues> extends FormDialogLayout {
  /** The screen's own form (useFormik): its onSubmit saves, closes on success and sets `failure` on a refusal. */
  form: FormikProps<Values>;
  /** Why the last save was refused, already in the user's language. */
  failure?: string | null;
  /** Saving outside Formik (the caller's request): blocks closing like isSubmitting does. */
  busy?: boolean;
  /** Set while the values are read: the dialog shows the read's progress or error instead of the fields, and cannot save. */
  read?: DialogRead;
  /**
   * The form's stale-save handling, for a form held with usePageForm (an edit of a versioned record, `valuesOf`):
   * its fields say how they read and a refused stale save opens the conflict dialog over this one.
   */
  versioned?: Pick<PageFormState<Values>, 'conflicts' | 'readings'>;
}

/**
 * FormDialog for a form the screen holds itself (useFormik), when its fields drive queries or the
 * outcome is not a plain save and close. The same layout, buttons and blocking while saving.
 */
export function FormikDialog<Values extends FormikValues>({
  form,
  failure = null,
  failureTitle,
  busy = false,
  read,
  versioned,
  header,
  onHide,
  submitLabel,
  submitIcon = 'pi pi-check',
  cancelLabel,
  danger = false,
  intro,
  children,
  width = '36rem',
  id,
}: FormikDialogProps<Values>) {
  const { t } = useTranslation();
  const formId = useId();
  const saving = busy || form.isSubmitting;
  const dialog = (
    <ModalDialog
      id={id}
      header={header}
      onHide={onHide}
      busy={saving}
      loading={read !== undefined}
      width={width}
      footer={
        <>
          <Button type="button" label={cancelLabel ?? t('dialog.cancel')} outlined severity="secondary" disabled={saving} onClick={onHide} />
          <BusyButton
            type="submit"
            form={formId}
            label={submitLabel ?? t('dialog.save')}
            icon={submitIcon}
            busy={saving}
            severity={danger ? 'danger' : undefined}
            disabled={read !== undefined}
          />
        </>
      }
    >
      {read ? (
        read.error ? <RequestError error={read.error} onRetry={read.retry} /> : <PageLoader />
      ) : (
        <form id={formId} noValidate onSubmit={form.handleSubmit} className="flex flex-column gap-3">
          {intro}
          {children}
          {failure && <DialogFailure title={failureTitle}>{failure}</DialogFailure>}
        </form>
      )}
    </ModalDialog>
  );
  return (
    <FormikProvider value={form}>
      {versioned ? (
        <FieldReadingsContext.Provider value={versioned.readings}>
          {dialog}
          {versioned.conflicts.conflict && <VersionConflictDialog conflict={versioned.conflicts.conflict} onClose={versioned.conflicts.close} />}
        </FieldReadingsContext.Provider>
      ) : (
        dialog
      )}
    </FormikProvider>
  );
}
