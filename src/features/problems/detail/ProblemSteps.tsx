import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useMoveProblemStatusMutation, type ProblemRead as Problem } from '../../../api/tags/process';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { nextProblemStatuses } from '../../../domain/problems/lifecycle';
import { useToast } from '../../../shared/ui/ToastProvider';

/** Only the steps the status table allows from where the problem is (src/domain/problems/lifecycle.ts). */
export function ProblemSteps({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [move, moving] = useMoveProblemStatusMutation();
  const steps = nextProblemStatuses(problem.status);

  const take = async (status: (typeof steps)[number]) => {
    const result = await move({ problemStatusRequest: { problemId: problem.problemId, status } });
    if ('error' in result) toast({ severity: 'error', summary: t('problems.detail.stepFailed'), detail: errorMessage(result.error) });
    else toast({ severity: 'success', summary: t('problems.detail.moved', { status: t(`problems.statuses.${status}`) }) });
  };
  if (!steps.length) return null;
  return (
    <div role="group" aria-label={t('problems.detail.steps')} className="flex flex-wrap gap-2">
      {steps.map((status) => (
        <Button key={status} type="button" outlined={status === 'Canceled'} severity={status === 'Canceled' ? 'danger' : undefined} label={t(`problems.steps.${status}`)} disabled={moving.isLoading} onClick={() => void take(status)} />
      ))}
    </div>
  );
}
