import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useMoveChangeStateMutation, type ChangeRead as Change, type ChangeState } from '../../../api/tags/process';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { nextStates } from '../../../domain/changes/lifecycle';
import { useToast } from '../../../shared/ui/ToastProvider';

/** The life cycle's steps open from the change's state (only legal ones, src/domain/changes/lifecycle.ts), for ChangeCreate. */
export function ChangeSteps({ change }: { change: Change }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [move, moving] = useMoveChangeStateMutation();
  const steps = nextStates(change.state, change.preApproved);
  if (!steps.length) return null;

  const take = async (state: ChangeState) => {
    const result = await move({ changeStateRequest: { changeId: change.changeId, state } });
    if ('error' in result) toast({ severity: 'error', summary: t('changes.detail.stepFailed'), detail: errorMessage(result.error) });
    else toast({ severity: 'success', summary: t('changes.detail.stepDone', { state: t(`changes.states.${state}`) }) });
  };
  return (
    <div role="group" aria-label={t('changes.detail.steps')} className="flex flex-wrap gap-2">
      {steps.map((state) => (
        <Button
          key={state}
          type="button"
          size="small"
          severity={state === 'Canceled' ? 'danger' : undefined}
          outlined={state === 'Canceled' || state === 'Draft'}
          label={change.state === 'Rejected' && state === 'ToBeSent' ? t('changes.detail.amend') : t(`changes.detail.stepTo.${state}`)}
          disabled={moving.isLoading}
          onClick={() => void take(state)}
        />
      ))}
    </div>
  );
}
