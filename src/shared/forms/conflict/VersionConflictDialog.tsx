import { useContext, useId } from 'react';
import { Button } from 'primereact/button';
import { useFormikContext, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { FieldReadingsContext, type FieldReadings } from '../fields/fieldReadings';
import type { VersionConflict } from './useVersionConflict';

/** A value compared as a set where it is a list (chosen ids in another order are the same choice). */
const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));

/** The shown fields whose values differ, in the form's order, each as the field reads it. */
function differences<Values extends FormikValues>(readings: FieldReadings | null, { mine, theirs }: VersionConflict<Values>) {
  return Object.keys(mine).flatMap((name) => {
    const reading = readings?.get(name);
    if (!reading || comparable(mine[name]) === comparable(theirs[name])) return [];
    return [{ name, label: reading.label, typed: reading.text(mine[name]), saved: reading.text(theirs[name]) }];
  });
}

interface VersionConflictDialogProps<Values> {
  conflict: VersionConflict<Values>;
  onClose: () => void;
  /** Either choice rests the form on their record: what the form does not edit goes back as they saved it. */
  onRebased?: (record: never) => void;
}

/**
 * A save refused because someone else saved the record first: field by field, what they saved beside what the
 * user typed. Keep mine sends the typed values again over the new version; take theirs puts their values in the
 * form; back (or Escape) leaves the form as typed. Rendered inside the form (Formik and its field readings).
 */
export function VersionConflictDialog<Values extends FormikValues>({ conflict, onClose, onRebased }: VersionConflictDialogProps<Values>) {
  const { t } = useTranslation();
  const form = useFormikContext<Values>();
  const rows = differences(useContext(FieldReadingsContext), conflict);
  const introId = useId();
  const empty = (text: string) => text || t('conflict.empty');

  const keepMine = async () => {
    onClose();
    onRebased?.(conflict.current as never);
    await form.setValues({ ...conflict.mine, rowVersion: conflict.current.rowVersion } as Values, false);
    await form.submitForm();
  };
  const takeTheirs = () => {
    onClose();
    onRebased?.(conflict.current as never);
    form.resetForm({ values: conflict.theirs });
  };

  return (
    <ModalDialog
      header={<h2 className="m-0 text-xl">{t('conflict.title')}</h2>}
      onHide={onClose}
      describedBy={introId}
      width="44rem"
      footer={
        <>
          <Button type="button" label={t('conflict.back')} outlined severity="secondary" onClick={onClose} autoFocus />
          <Button type="button" label={t('conflict.takeTheirs')} icon="pi pi-download" outlined onClick={takeTheirs} />
          <Button type="button" label={t('conflict.keepMine')} icon="pi pi-check" onClick={() => void keepMine()} />
        </>
      }
    >
      <div className="flex flex-column gap-3">
        <p id={introId} className="m-0">
          {t('conflict.intro')}
        </p>
        {rows.length === 0 ? (
          <p className="m-0">{t('conflict.elsewhere')}</p>
        ) : (
          <table className="w-full" style={{ borderCollapse: 'collapse', overflowWrap: 'anywhere' }}>
            <caption className="text-left font-medium pb-2">{t('conflict.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left p-2">{t('conflict.field')}</th>
                <th scope="col" className="text-left p-2">{t('conflict.theirs')}</th>
                <th scope="col" className="text-left p-2">{t('conflict.mine')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-top-1 surface-border">
                  <th scope="row" className="text-left p-2">{row.label}</th>
                  <td className="p-2">{empty(row.saved)}</td>
                  <td className="p-2">{empty(row.typed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </ModalDialog>
  );
}
