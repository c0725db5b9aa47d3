import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignProblemMutation, useSetProblemPriorityMutation, type ProblemRead as Problem } from '../../../api/tags/process';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useEnabledUserOptions } from '../../../domain/users/useEnabledUserOptions';
import { useToast } from '../../../shared/ui/ToastProvider';
import { usePriorityOptions } from '../problemOptions';

/** Assignee and priority, each its own operation (assignProblem, setProblemPriority), while the problem is open. */
export function ProblemAssignment({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const users = useEnabledUserOptions();
  const priorities = usePriorityOptions();
  const [assignee, setAssignee] = useState<number | null>(problem.assigneeUserId);
  const [priority, setPriority] = useState<number>(problem.priorityId);
  const [assign, assigning] = useAssignProblemMutation();
  const [prioritise, prioritising] = useSetProblemPriorityMutation();

  const told = (result: { error?: unknown }, done: string) =>
    'error' in result && result.error
      ? toast({ severity: 'error', summary: t('problems.detail.saveFailed'), detail: errorMessage(result.error) })
      : toast({ severity: 'success', summary: done });
  const saveAssignee = async () => told(await assign({ problemAssignRequest: { problemId: problem.problemId, assigneeUserId: assignee } }), t('problems.detail.assigned'));
  const savePriority = async () => told(await prioritise({ problemPriorityRequest: { problemId: problem.problemId, priorityId: priority } }), t('problems.detail.prioritised'));

  return (
    <div className="flex flex-wrap gap-4 align-items-end">
      <div className="flex flex-column gap-1">
        <label htmlFor="problem-assignee" className="font-medium">{t('problems.fields.assignee')}</label>
        <div className="flex gap-2">
          <Dropdown inputId="problem-assignee" value={assignee} options={[...users.options]} optionLabel="label" optionValue="value" filter showClear placeholder={t('problems.detail.unassigned')} onChange={(e) => setAssignee((e.value as number | undefined) ?? null)} className="w-16rem" />
          <Button type="button" outlined label={t('problems.detail.assign')} disabled={assignee === problem.assigneeUserId || assigning.isLoading} onClick={() => void saveAssignee()} />
        </div>
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor="problem-priority" className="font-medium">{t('problems.fields.priority')}</label>
        <div className="flex gap-2">
          <Dropdown inputId="problem-priority" value={priority} options={[...priorities.options]} optionLabel="label" optionValue="value" onChange={(e) => setPriority(e.value as number)} className="w-12rem" />
          <Button type="button" outlined label={t('problems.detail.setPriority')} disabled={priority === problem.priorityId || prioritising.isLoading} onClick={() => void savePriority()} />
        </div>
      </div>
    </div>
  );
}
