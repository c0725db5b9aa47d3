import { useTranslation } from 'react-i18next';
import { useUpdateSolutionMutation, type SolutionRead as Solution } from '../../../api/tags/process';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { useToast } from '../../../shared/ui/ToastProvider';
import { SolutionFields } from '../form/SolutionFields';
import { solutionFormValuesOf, solutionSchema, toSolutionBody, type SolutionFormValues } from '../form/solutionFormValues';

/** The solution's fields edited at the version they were read; a stale save opens the conflict dialog. */
export function SolutionEditForm({ solution }: { solution: Solution }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [updateSolution] = useUpdateSolutionMutation();
  const save = async (values: SolutionFormValues) => {
    const { data } = await updateSolution({ solutionUpdate: { ...toSolutionBody(values), solutionId: solution.solutionId, rowVersion: values.rowVersion! } }).unwrap();
    // The form goes on from what was saved, at its new version.
    page.form.resetForm({ values: solutionFormValuesOf(data) });
    toast({ severity: 'success', summary: t('solutions.form.saved') });
  };
  const page = usePageForm({ initialValues: solutionFormValuesOf(solution), schema: solutionSchema, onSubmit: save, valuesOf: solutionFormValuesOf as (record: never) => SolutionFormValues });
  return (
    <PageForm page={page} failureTitle={t('solutions.form.saveFailed')} submitLabel={t('solutions.form.save')} className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
      <SolutionFields />
    </PageForm>
  );
}
