import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  productApi, type LaboratoryInventoryRow,
} from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { laboratoryTargets } from '../../../domain/inventory/laboratoryFlow';
import { ChoiceInput, TextAreaInput } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { LIMITS } from '../../../shared/validation/limits';
import { requiredIdRule, textRule } from '../../../shared/validation/rules';
import { useLaboratoryOptions, useReturnWarehouseOptions, useTechnicianOptions } from '../useLaboratoryOptions';

/** The steps that ask for something before they run (accept runs at once). */
export type AskingStep = 'send' | 'reject' | 'assign' | 'reassign' | 'resolve' | 'return';

interface StepValues {
  laboratoryId: number | null;
  technicianId: number | null;
  componentStatusId: number | null;
  warehouseId: number | null;
  reason: string;
}

const EMPTY: StepValues = { laboratoryId: null, technicianId: null, componentStatusId: null, warehouseId: null, reason: '' };
const FIELDS: Record<AskingStep, readonly (keyof StepValues)[]> = {
  send: ['laboratoryId', 'reason'],
  reject: ['reason'],
  assign: ['technicianId'],
  reassign: ['technicianId'],
  resolve: ['componentStatusId', 'reason'],
  return: ['warehouseId'],
};

/** The outcomes every selected component allows (the client's own alone may be 48). */
const commonOutcomes = (rows: readonly LaboratoryInventoryRow[]) =>
  rows.reduce<readonly number[]>((common, r) => common.filter((s) => laboratoryTargets('resolve', r.componentStatusId, r.isClientProperty).includes(s)),
    laboratoryTargets('resolve', rows[0]!.componentStatusId, rows[0]!.isClientProperty));

function useRun(step: AskingStep) {
  const [send] = productApi.endpoints.sendToLaboratory.useMutation();
  const [reject] = productApi.endpoints.rejectLaboratoryComponents.useMutation();
  const [assign] = productApi.endpoints.assignLaboratoryTechnician.useMutation();
  const [reassign] = productApi.endpoints.reassignLaboratoryTechnician.useMutation();
  const [resolve] = productApi.endpoints.resolveLaboratoryComponents.useMutation();
  const [giveBack] = productApi.endpoints.returnFromLaboratory.useMutation();
  return (productIds: number[], v: StepValues) => {
    switch (step) {
      case 'send': return send({ laboratorySend: { productIds, laboratoryId: v.laboratoryId!, reason: v.reason } }).unwrap();
      case 'reject': return reject({ laboratoryReasonedStep: { productIds, reason: v.reason } }).unwrap();
      case 'assign': return assign({ laboratoryAssignment: { productIds, technicianId: v.technicianId! } }).unwrap();
      case 'reassign': return reassign({ laboratoryAssignment: { productIds, technicianId: v.technicianId! } }).unwrap();
      case 'resolve': return resolve({ laboratoryResolution: { productIds, componentStatusId: v.componentStatusId as 32, reason: v.reason } }).unwrap();
      case 'return': return giveBack({ laboratoryReturn: { productIds, warehouseId: v.warehouseId! } }).unwrap();
    }
  };
}

interface Props {
  step: AskingStep;
  rows: readonly LaboratoryInventoryRow[];
  onDone: (count: number) => void;
  onHide: () => void;
}

/** Asks what a step needs (destination, technician, outcome, warehouse, reason) and runs it on the selected components. */
export function LaboratoryStepDialog({ step, rows, onDone, onHide }: Props) {
  const { t } = useTranslation();
  const run = useRun(step);
  const labs = useLaboratoryOptions();
  const technicians = useTechnicianOptions();
  const warehouses = useReturnWarehouseOptions();
  const statusName = componentStatusNameIn(t);
  const fields = FIELDS[step];
  const outcomes = useMemo(() => (step === 'resolve' ? commonOutcomes(rows) : []), [step, rows]);
  // A transfer goes to another laboratory than the one every selected component is in.
  const here = new Set(rows.map((r) => r.laboratoryId));
  const schema = useMemo(
    () =>
      yup.object(Object.fromEntries(fields.map((f) => [f, f === 'reason' ? textRule({ required: true, max: LIMITS.laboratory.reasonMax }) : requiredIdRule()]))),
    [fields],
  );
  const choice = (name: keyof StepValues, source: typeof labs) => <ChoiceInput key={name} name={name} label={t(`laboratory.fields.${name}`)} required source={source} />;
  return (
    <FormDialog<StepValues>
      header={t(`laboratory.steps.${step}`)}
      intro={<p className="m-0">{t('laboratory.dialog.selected', { count: rows.length })}</p>}
      submitLabel={t(`laboratory.steps.${step}`)}
      danger={step === 'reject'}
      initialValues={EMPTY}
      schema={schema}
      onHide={onHide}
      onSubmit={async (values) => {
        await run(rows.map((r) => r.productId), values);
        onDone(rows.length);
      }}
    >
      {fields.includes('laboratoryId') && choice('laboratoryId', { ...labs, options: labs.options.filter((o) => !here.has(o.value)) })}
      {fields.includes('technicianId') && choice('technicianId', technicians)}
      {fields.includes('componentStatusId') &&
        choice('componentStatusId', { options: outcomes.map((s) => ({ value: s, label: statusName(s) })), loading: false, error: null })}
      {fields.includes('warehouseId') && choice('warehouseId', warehouses)}
      {fields.includes('reason') && <TextAreaInput name="reason" label={t('laboratory.fields.reason')} max={LIMITS.laboratory.reasonMax} required />}
    </FormDialog>
  );
}
