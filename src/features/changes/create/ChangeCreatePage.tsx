import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateChangeMutation } from '../../../api/tags/process';
import { changeDetailPath } from '../../../domain/changes/paths';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { useToast } from '../../../shared/ui/ToastProvider';
import { ChangeFields } from '../form/ChangeFields';
import { changeSchema, EMPTY_CHANGE, toChangeBody, type ChangeFormValues } from '../form/changeFormValues';

/**
 * change/create (ChangeCreate): a new change, in Draft, opened in its detail where approvers, files and comments
 * are added. A refusal (a location not of the client, a member not of the committee) keeps what was typed.
 */
export default function ChangeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [createChange] = useCreateChangeMutation();
  const create = async (values: ChangeFormValues) => {
    const { data } = await createChange({ changeCreate: toChangeBody(values) }).unwrap();
    toast({ severity: 'success', summary: t('changes.form.created', { id: data.changeId }) });
    await navigate(changeDetailPath(data.changeId));
  };
  const page = usePageForm({ initialValues: EMPTY_CHANGE, schema: changeSchema, onSubmit: create });

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="change-create-title">
      <h1 id="change-create-title" className="text-2xl font-semibold m-0">{t('routes.changeCreate')}</h1>
      <PageForm page={page} failureTitle={t('changes.form.createFailed')} submitLabel={t('changes.form.create')} className="surface-card border-round shadow-1 p-3">
        <ChangeFields />
      </PageForm>
    </section>
  );
}
