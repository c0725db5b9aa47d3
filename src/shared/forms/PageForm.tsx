import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { FormikProvider, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../ui/BusyButton';
import { VersionConflictDialog } from './conflict/VersionConflictDialog';
import { FieldReadingsContext } from './fields/fieldReadings';
import type { PageFormState } from './usePageForm';

interface PageFormProps<Values extends FormikValues> {
  /** From usePageForm. */
  page: PageFormState<Values>;
  /** Put before the refusal's reason ("Could not create the ticket: …"). */
  failureTitle: string;
  submitLabel: string;
  submitIcon?: string;
  /** False while the values cannot be sent for a reason the fields already say (a workflow without stages). */
  canSubmit?: boolean;
  /** Leaves the form instead of clearing it (an edit in place); the button then says cancelLabel. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Names the form when the page has no heading for it. */
  'aria-label'?: string;
  className?: string;
  /** The fields: Formik-bound (src/shared/forms/fields) or reading the form through useFormikContext. */
  children: ReactNode;
}

/**
 * The frame of a create page's form: the fields, then what blocks sending (the fix-errors alert, the
 * server's refusal, shown once and worded in the current language) and the footer: clear (or cancel)
 * and submit, busy while saving. A refused save keeps every value as typed; a stale edit opens the conflict dialog.
 */
export function PageForm<Values extends FormikValues>({
  page: { form, failure, clearFailure, conflicts, readings },
  failureTitle,
  submitLabel,
  submitIcon = 'pi pi-check',
  canSubmit = true,
  onCancel,
  cancelLabel,
  className = '',
  children,
  ...aria
}: PageFormProps<Values>) {
  const { t } = useTranslation();
  const saving = form.isSubmitting;
  const clear = () => {
    clearFailure();
    form.resetForm();
  };
  return (
    <FormikProvider value={form}>
      <FieldReadingsContext.Provider value={readings}>
        <form className={`flex flex-column gap-3 ${className}`} noValidate onSubmit={form.handleSubmit} aria-busy={saving} {...aria}>
          {children}
          {form.submitCount > 0 && !form.isValid && !saving && (
            <p role="alert" className="p-error m-0">
              {t('forms.fixErrors')}
            </p>
          )}
          {failure && (
            <div role="alert" className="p-3 border-round bg-red-50 text-red-800" style={{ overflowWrap: 'anywhere' }}>
              <strong>{failureTitle}:</strong> {failure}
            </div>
          )}
          <div className="flex gap-2 justify-content-end">
            <Button type="button" text label={onCancel ? (cancelLabel ?? t('dialog.cancel')) : t('forms.clear')} disabled={saving} onClick={onCancel ?? clear} />
            <BusyButton type="submit" label={submitLabel} icon={submitIcon} busy={saving} disabled={!canSubmit} />
          </div>
        </form>
        {conflicts.conflict && <VersionConflictDialog conflict={conflicts.conflict} onClose={conflicts.close} />}
      </FieldReadingsContext.Provider>
    </FormikProvider>
  );
}
