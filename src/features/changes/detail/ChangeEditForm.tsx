import { useTranslation } from 'react-i18next';
import { useUpdateChangeMutation, type ChangeRead as Change } from '../../../api/tags/process';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { useToast } from '../../../shared/ui/ToastProvider';
import { ChangeFields } from '../form/ChangeFields';
import { changeFormValuesOf, changeSchema, toChangeBody, type ChangeFormValues } from '../form/changeFormValues';

/** The change's fields, edited while its state allows it (Draft, ToBeSent, Rejected); a stale save opens the conflict dialog. */
export function ChangeEditForm({ change }: { change: Change }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [updateChange] = useUpdateChangeMutation();
  const save = async (values: ChangeFormValues) => {
    const { data } = await updateChange({ changeUpdate: { ...toChangeBody(values), changeId: change.changeId, rowVersion: values.rowVersion! } }).unwrap();
    // The form goes on from what was saved, at its new version.
    page.form.resetForm({ values: changeFormValuesOf(data) });
    toast({ severity: 'success', summary: t('changes.form.saved') });
  };
  const page = usePageForm({ initialValues: changeFormValuesOf(change), schema: changeSchema, onSubmit: save, valuesOf: changeFormValuesOf as (record: never) => ChangeFormValues });
  return (
    <PageForm page={page} failureTitle={t('changes.form.saveFailed')} submitLabel={t('changes.form.save')} className="surface-card border-round shadow-1 p-3">
      <ChangeFields placed={change} />
    </PageForm>
  );
}
