import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/dialogs/ConfirmDialog';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { useToast } from '../ui/ToastProvider';
import type { ActionStep, ConfirmStep, DialogSaveStep, FormStep, OpenStep, PageAction, Refusal, RunStep } from './resourceTypes';

interface StepProps<Step, Row> {
  step: Step;
  row: Row;
  onHide: () => void;
  refusal?: Refusal;
}

/** Runs an action; its refusal reworded for the screen, so the dialog shows it in the screen's words. */
function useReworded(refusal: Refusal | undefined) {
  const { t } = useTranslation();
  return async <T,>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      throw refusal ? refusal(error, t) : error;
    }
  };
}

function ConfirmAction<Row>({ step, row, onHide, refusal }: StepProps<ConfirmStep<Row>, Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  const reworded = useReworded(refusal);
  const run = step.useRun();
  const confirm = async () => {
    await reworded(run(row));
    toast({ severity: 'success', summary: step.done(t, row) });
  };
  return (
    <ConfirmDialog
      header={step.header(t, row)}
      message={step.message(t, row)}
      confirmLabel={step.confirmLabel(t, row)}
      icon={typeof step.icon === 'function' ? step.icon(row) : step.icon}
      danger={step.danger}
      onConfirm={confirm}
      onHide={onHide}
    />
  );
}

/** The save of a form or save step, with its success toast; a rejection goes back to the dialog, which shows it. */
function useSaveWithToast<Of, Values>(step: FormStep<Of, any> | DialogSaveStep<Of, Values>, row: Of, refusal: Refusal | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const reworded = useReworded(refusal);
  const save = step.useSave();
  return async (values: Values) => {
    await reworded(save(values, row));
    toast({ severity: 'success', summary: step.done(t, values, row) });
  };
}

function FormAction<Of>({ step, row, onHide, refusal }: StepProps<FormStep<Of, any>, Of>) {
  const { t } = useTranslation();
  // The row an edit saves over: the one opened, or the one someone else saved meanwhile once a conflict is resolved.
  const [basis, setBasis] = useState(row);
  const save = useSaveWithToast(step, basis, refusal);
  const { Fields } = step;
  // A stale edit's record reads as the row did (a versioned row carries its rowVersion into the values).
  return (
    <FormDialog header={step.header(t, row)} initialValues={step.initialValues(row)} valuesOf={step.initialValues} onRebased={setBasis}
      schema={step.schema} onSubmit={save} onHide={onHide} width={step.width}>
      <Fields row={row} />
    </FormDialog>
  );
}

function DialogSaveAction<Of>({ step, row, onHide, refusal }: StepProps<DialogSaveStep<Of, unknown>, Of>) {
  const save = useSaveWithToast(step, row, refusal);
  const { Dialog } = step;
  return <Dialog row={row} onSave={save} onHide={onHide} />;
}

/** Runs its work once (a ref, since a strict-mode remount runs effects twice) and is done when the work is. */
function RunAction<Row>({ step, row, onHide }: StepProps<RunStep<Row>, Row>) {
  const run = step.useRun();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(row).finally(onHide);
  }, [run, row, onHide]);
  return null;
}

/**
 * The dialog a chosen action opens, for its row (null: a page action). The caller keys it by action, so the
 * hooks a step brings (useRun, useSave) belong to one dialog for its whole life.
 */
export function ActionDialog<Row>({ step, row, onHide, refusal }: { step: ActionStep<Row> | PageAction['does']; row: Row | null; onHide: () => void; refusal?: Refusal }) {
  switch (step.kind) {
    case 'confirm':
      return <ConfirmAction step={step} row={row as Row} onHide={onHide} refusal={refusal} />;
    case 'form':
      return <FormAction<Row | null> step={step as FormStep<Row | null, any>} row={row} onHide={onHide} refusal={refusal} />;
    case 'save':
      return <DialogSaveAction<Row | null> step={step as DialogSaveStep<Row | null, unknown>} row={row} onHide={onHide} refusal={refusal} />;
    case 'open':
      return <>{(step as OpenStep<Row | null>).render(row, onHide)}</>;
    case 'run':
      return <RunAction step={step} row={row as Row} onHide={onHide} />;
  }
}
