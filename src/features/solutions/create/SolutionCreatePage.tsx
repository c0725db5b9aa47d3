import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateSolutionMutation } from '../../../api/tags/process';
import { solutionDetailPath } from '../../../domain/solutions/paths';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { useToast } from '../../../shared/ui/ToastProvider';
import { SolutionFields } from '../form/SolutionFields';
import { EMPTY_SOLUTION, solutionSchema, toSolutionBody, type SolutionFormValues } from '../form/solutionFormValues';

/** solutions/create (SolutionCreate): a new solution, its content sanitised before it is sent, then opened in its detail. */
export default function SolutionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [createSolution] = useCreateSolutionMutation();
  const create = async (values: SolutionFormValues) => {
    const { data } = await createSolution({ solutionCreate: toSolutionBody(values) }).unwrap();
    toast({ severity: 'success', summary: t('solutions.form.created', { id: data.solutionId }) });
    await navigate(solutionDetailPath(data.solutionId));
  };
  const page = usePageForm({ initialValues: EMPTY_SOLUTION, schema: solutionSchema, onSubmit: create });

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="solution-create-title">
      <h1 id="solution-create-title" className="text-2xl font-semibold m-0">{t('routes.solutionsCreate')}</h1>
      <PageForm page={page} failureTitle={t('solutions.form.createFailed')} submitLabel={t('solutions.form.create')} className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
        <SolutionFields />
      </PageForm>
    </section>
  );
}
