import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { productApi, type LaboratoryInventoryRow } from '../../../api/tags/product';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { laboratoryTargets, legalLaboratorySteps, type LaboratoryStep } from '../../../domain/inventory/laboratoryFlow';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LaboratoryStepDialog, type AskingStep } from './LaboratoryStepDialog';

type Offered = Exclude<LaboratoryStep, 'receive'>;

/** The grid's steps in the order a component meets them, each with the permissions that offer it. */
const STEPS: readonly { step: Offered; icon: string; permissions: readonly string[] }[] = [
  { step: 'accept', icon: 'pi pi-check', permissions: ['LaboratoryAccept'] },
  { step: 'reject', icon: 'pi pi-times', permissions: ['LaboratoryAccept'] },
  { step: 'assign', icon: 'pi pi-user-plus', permissions: ['LaboratoryAssign'] },
  { step: 'reassign', icon: 'pi pi-users', permissions: ['LaboratoryAssign'] },
  { step: 'resolve', icon: 'pi pi-wrench', permissions: ['LaboratoryRepair'] },
  { step: 'return', icon: 'pi pi-replay', permissions: ['LaboratoryRepair'] },
  { step: 'send', icon: 'pi pi-send', permissions: ['LaboratorySend'] },
];

/** Accept and reject act on what awaits acceptance among the selection; the spec's message when nothing does. */
const DECIDING = new Set<Offered>(['accept', 'reject']);
const awaitingDecision = (rows: readonly LaboratoryInventoryRow[]) => rows.filter((r) => laboratoryTargets('accept', r.componentStatusId).length > 0);

interface Props {
  selection: readonly LaboratoryInventoryRow[];
  can: (permissions: readonly string[]) => boolean;
  onDone: () => void;
}

/**
 * The laboratory's steps on the selected rows: with nothing selected every step the user may take shows and says to
 * select; with a selection, accept and reject, and the other steps only when every selected component allows them.
 */
export function LaboratoryStepBar({ selection, can, onDone }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [accept] = productApi.endpoints.acceptLaboratoryComponents.useMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ step: AskingStep; rows: LaboratoryInventoryRow[] } | null>(null);

  const legal = legalLaboratorySteps(selection.map((r) => r.componentStatusId));
  const offered = STEPS.filter((s) => can(s.permissions) && (!selection.length || DECIDING.has(s.step) || legal.includes(s.step)));

  const done = (count: number) => {
    toast({ severity: 'success', summary: t('laboratory.messages.done', { count }) });
    setAsking(null);
    onDone();
  };
  const take = async (step: Offered) => {
    setProblem(null);
    if (!selection.length) return setProblem(t('laboratory.messages.noneSelected'));
    const rows = DECIDING.has(step) ? awaitingDecision(selection) : [...selection];
    if (!rows.length) return setProblem(t('laboratory.messages.nothingToDecide'));
    if (step !== 'accept') return setAsking({ step, rows });
    try {
      await accept({ laboratoryComponents: { productIds: rows.map((r) => r.productId) } }).unwrap();
      done(rows.length);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <>
      <div className="flex flex-wrap align-items-center gap-2" role="group" aria-label={t('laboratory.inventory.steps')}>
        {offered.map(({ step, icon }) => (
          <Button key={step} type="button" size="small" outlined icon={icon} label={t(`laboratory.steps.${step}`)} onClick={() => void take(step)} />
        ))}
        {problem && (
          <small role="alert" className="p-error">
            {problem}
          </small>
        )}
      </div>
      {asking && <LaboratoryStepDialog step={asking.step} rows={asking.rows} onDone={done} onHide={() => setAsking(null)} />}
    </>
  );
}
