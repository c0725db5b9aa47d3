import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useGetProblemByIdQuery, useUpdateProblemMutation, type ProblemRead as Problem } from '../../../api/tags/process';
import { isProblemOpen } from '../../../domain/problems/lifecycle';
import { problemDetailPath } from '../../../domain/problems/paths';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';
import { ProblemFields } from '../form/ProblemFields';
import { problemFormValuesOf, problemSchema, toProblemUpdate, type ProblemFormValues } from '../form/problemFormValues';

const SCHEMA = problemSchema(false);

/** problem/update/{id} (ProblemUpdate): the problem's fields, at the version they were read, while it is open. */
export default function ProblemUpdatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useGetProblemByIdQuery({ id }, { skip: !(Number.isInteger(id) && id > 0) });
  const problem = query.data?.data;

  if (query.error) return <section className="p-3"><RequestError error={query.error} onRetry={() => void query.refetch()} title={t('problems.detail.loadError')} /></section>;
  if (!problem) return <PageLoader />;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="problem-update-title">
      <h1 id="problem-update-title" className="text-2xl font-semibold m-0">{t('problems.update.title', { id: problem.problemId, title: problem.title })}</h1>
      <Link to={problemDetailPath(problem.problemId)}>{t('problems.update.back')}</Link>
      {isProblemOpen(problem.status) ? <ProblemEditForm key={problem.problemId} problem={problem} /> : <p role="status" className="m-0">{t('problems.update.closed')}</p>}
    </section>
  );
}

function ProblemEditForm({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [updateProblem] = useUpdateProblemMutation();
  const save = async (values: ProblemFormValues) => {
    await updateProblem({ problemUpdate: toProblemUpdate(problem.problemId, values) }).unwrap();
    toast({ severity: 'success', summary: t('problems.form.saved') });
    await navigate(problemDetailPath(problem.problemId));
  };
  const page = usePageForm({ initialValues: problemFormValuesOf(problem), schema: SCHEMA, onSubmit: save, valuesOf: problemFormValuesOf as (record: never) => ProblemFormValues });
  return (
    <PageForm page={page} failureTitle={t('problems.form.saveFailed')} submitLabel={t('problems.form.save')} className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
      <ProblemFields creating={false} />
    </PageForm>
  );
}
