import { useTranslation } from 'react-i18next';
import { useEnabledWarehouseOptions } from '../../../domain/inventory/useEnabledWarehouseOptions';
import { ChoiceInput, NumberInput, TextAreaInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useSupplyOptions } from './supplyOptions';

/** The receipt dialog's fields: an enabled warehouse and supply, the units and the reason. */
export function ReceiptFields() {
  const { t } = useTranslation();
  const warehouses = useEnabledWarehouseOptions();
  const supplies = useSupplyOptions(true);
  const label = (field: string) => t(`supplies.stock.receipt.${field}`);
  return (
    <>
      <ChoiceInput name="warehouseId" label={label('warehouseId')} source={warehouses} required />
      <ChoiceInput name="supplyId" label={label('supplyId')} source={supplies} required />
      <NumberInput name="quantity" label={label('quantity')} required />
      <TextAreaInput name="reason" label={label('reason')} max={LIMITS.supplies.receiptReasonMax} required />
    </>
  );
}
