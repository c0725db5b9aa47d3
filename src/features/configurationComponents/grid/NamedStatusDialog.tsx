import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  useMarkProductDamagedClientPropertyMutation,
  useMarkProductDamagedMutation,
  useSendProductToWarehouseMutation,
  type ProductRead as Product,
} from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { useEnabledWarehouseOptions } from '../../../domain/inventory/useEnabledWarehouseOptions';
import { ChoiceInput, TextAreaInput } from '../../../shared/forms/fields';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { requiredIdRule, textRule } from '../../../shared/validation/rules';
import type { NamedCall } from './namedStatusCalls';

interface NamedCallValues extends Versioned {
  reason: string;
  warehouseId: number | null;
}

const reason = textRule({ required: true, max: LIMITS.components.statusReasonMax });
const withWarehouse = yup.object({ reason, warehouseId: requiredIdRule() });
const reasonOnly = yup.object({ reason });

/** A stale call's component as the form's values: the reason starts empty, the version is the one read now. */
const valuesOf = (product: Product): NamedCallValues => ({ reason: '', warehouseId: null, rowVersion: product.rowVersion });

/** Sends the call with the component's version; rejects with the service's refusal. */
function useSendCall(call: NamedCall, product: Product) {
  const [send] = useSendProductToWarehouseMutation();
  const [damaged] = useMarkProductDamagedMutation();
  const [damagedClientProperty] = useMarkProductDamagedClientPropertyMutation();
  return (values: NamedCallValues) => {
    const note = { productId: product.productId, reason: values.reason.trim(), rowVersion: sentVersion(values) };
    if (call.id === 'sendToWarehouse') return send({ productSendToWarehouse: { ...note, warehouseId: values.warehouseId! } }).unwrap();
    if (call.id === 'damaged') return damaged({ productStatusNote: note }).unwrap();
    return damagedClientProperty({ productStatusNote: note }).unwrap();
  };
}

function WarehouseChoice() {
  const { t } = useTranslation();
  return <ChoiceInput name="warehouseId" label={t('components.detail.calls.warehouse')} source={useEnabledWarehouseOptions()} required />;
}

/** Asks why (up to LIMITS.components.statusReasonMax) and where for a send, says what will happen, and runs the call on confirm. */
export function NamedStatusDialog({ call, product, onHide }: { call: NamedCall; product: Product; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const sendCall = useSendCall(call, product);
  const status = componentStatusNameIn(t)(call.target);
  const save = async (values: NamedCallValues) => {
    await sendCall(values);
    toast({ severity: 'success', summary: t(`components.detail.calls.${call.id}.done`, { serial: product.serialNumber, status }) });
  };
  return (
    <FormDialog<NamedCallValues>
      header={t(`components.detail.calls.${call.id}.title`, { serial: product.serialNumber })}
      intro={<p className="m-0">{t(`components.detail.calls.${call.id}.question`, { serial: product.serialNumber, status })}</p>}
      initialValues={valuesOf(product)}
      valuesOf={valuesOf}
      schema={call.needsWarehouse ? withWarehouse : reasonOnly}
      onSubmit={save}
      onHide={onHide}
      submitLabel={t(`components.detail.calls.${call.id}.confirm`)}
      failureTitle={t('components.detail.calls.failed')}
      danger={call.id !== 'sendToWarehouse'}
      width="34rem"
    >
      {call.needsWarehouse && <WarehouseChoice />}
      <TextAreaInput name="reason" label={t('components.detail.calls.reason')} max={LIMITS.components.statusReasonMax} required />
    </FormDialog>
  );
}
