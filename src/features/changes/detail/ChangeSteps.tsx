import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useMoveChangeStateMutation, type ChangeRead as Change, type ChangeState } from '../../../api/tags/process';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { nextStates } from '../../../domain/changes/lifecycle';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';

/**
 * The life cycle's steps open from the change's state (only legal ones, src/domain/changes/lifecycle.ts), for
 * ChangeCreate. Canceling cannot be undone, so it is asked first.
 */
export function ChangeSteps({ change }: { change: Change }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [move, moving] = useMoveChangeStateMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const steps = nextStates(change.state, change.preApproved);
  if (!steps.length) return null;

  const done = (state: ChangeState) => toast({ severity: 'success', summary: t('changes.detail.stepDone', { state: t(`changes.states.${state}`) }) });
  const take = async (state: ChangeState) => {
    const result = await move({ changeStateRequest: { changeId: change.changeId, state } });
    if ('error' in result) toast({ severity: 'error', summary: t('changes.detail.stepFailed'), detail: errorMessage(result.error) });
    else done(state);
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
          onClick={() => (state === 'Canceled' ? setConfirmingCancel(true) : void take(state))}
        />
      ))}
      {confirmingCancel && (
        <ConfirmDialog
          header={t('changes.detail.cancelTitle')}
          message={t('changes.detail.cancelQuestion', { name: change.name })}
          confirmLabel={t('changes.detail.stepTo.Canceled')}
          cancelLabel={t('changes.detail.keep')}
          danger
          icon="pi pi-ban"
          failureTitle={t('changes.detail.stepFailed')}
          onConfirm={async () => {
            await move({ changeStateRequest: { changeId: change.changeId, state: 'Canceled' } }).unwrap();
            done('Canceled');
          }}
          onHide={() => setConfirmingCancel(false)}
        />
      )}
    </div>
  );
}
