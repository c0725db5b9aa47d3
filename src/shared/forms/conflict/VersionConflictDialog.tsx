import { useContext, useId } from 'react';
import { Button } from 'primereact/button';
import { useFormikContext, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { FieldReadingsContext } from '../fields/fieldReadings';
import { threeWayMerge } from './threeWayMerge';
import type { VersionConflict } from './useVersionConflict';

interface VersionConflictDialogProps<Values> {
  conflict: VersionConflict<Values>;
  onClose: () => void;
  /** Either choice rests the form on their record: what the form does not edit goes back as they saved it. */
  onRebased?: (record: never) => void;
}

/**
 * A save refused because someone else saved the record first. Both edits are merged from the values the form
 * opened with: their changes to fields the user left alone are kept, and only the fields both changed differently
 * are listed, theirs beside what the user typed. Keep mine saves the merge over the new version; take theirs puts
 * their values in the form; back (or Escape) leaves the form as typed. Rendered inside the form (Formik and its
 * field readings).
 */
export function VersionConflictDialog<Values extends FormikValues>({ conflict, onClose, onRebased }: VersionConflictDialogProps<Values>) {
  const { t } = useTranslation();
  const form = useFormikContext<Values>();
  const readings = useContext(FieldReadingsContext);
  const introId = useId();
  const { merged, clashes, takenFromTheirs } = threeWayMerge(form.initialValues, conflict.mine, conflict.theirs);
  // Only the fields the form shows are talked about; the rest goes back as they saved it.
  const shown = clashes.flatMap((clash) => {
    const reading = readings?.get(clash.name);
    return reading ? [{ name: clash.name, label: reading.label, typed: reading.text(clash.mine), saved: reading.text(clash.theirs) }] : [];
  });
  const kept = takenFromTheirs.flatMap((name) => {
    const reading = readings?.get(name);
    return reading ? [reading.label] : [];
  });
  const empty = (text: string) => text || t('conflict.empty');

  const keepMine = async () => {
    onClose();
    onRebased?.(conflict.current as never);
    // Their record becomes what the form opened with, so a further conflict merges from it.
    form.resetForm({ values: conflict.theirs });
    await form.setValues(merged, false);
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
        {kept.length > 0 && (
          <div>
            <p className="m-0">{t('conflict.keptTheirs')}</p>
            <ul className="m-0 mt-1 pl-4">
              {kept.map((label, index) => (
                <li key={index}>{label}</li>
              ))}
            </ul>
          </div>
        )}
        {shown.length === 0 ? (
          <p className="m-0">{t(kept.length > 0 ? 'conflict.noClash' : 'conflict.elsewhere')}</p>
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
              {shown.map((row) => (
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
