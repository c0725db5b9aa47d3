import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateProblemMutation } from '../../../api/tags/process';
import { problemDetailPath } from '../../../domain/problems/paths';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { appClock } from '../../../shared/time/clock';
import { useToast } from '../../../shared/ui/ToastProvider';
import { ProblemFields } from '../form/ProblemFields';
import { emptyProblem, problemSchema, toProblemCreate, type ProblemFormValues } from '../form/problemFormValues';

const SCHEMA = problemSchema(true);

/** problem/create (ProblemCreate): a new problem, New, opened in its detail where tickets, notes and steps follow. */
export default function ProblemCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [createProblem] = useCreateProblemMutation();
  const initialValues = useMemo(() => emptyProblem(appClock.now()), []);
  const create = async (values: ProblemFormValues) => {
    const { data } = await createProblem({ problemCreate: toProblemCreate(values) }).unwrap();
    toast({ severity: 'success', summary: t('problems.form.created', { id: data.problemId }) });
    await navigate(problemDetailPath(data.problemId));
  };
  const page = usePageForm({ initialValues, schema: SCHEMA, onSubmit: create });

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="problem-create-title">
      <h1 id="problem-create-title" className="text-2xl font-semibold m-0">{t('routes.problemCreate')}</h1>
      <PageForm page={page} failureTitle={t('problems.form.createFailed')} submitLabel={t('problems.form.create')} className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
        <ProblemFields creating />
      </PageForm>
    </section>
  );
}
