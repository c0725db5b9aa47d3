import { Button } from 'primereact/button';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, NumberInput } from '../../../shared/forms/fields';
import { validationMessage } from '../../../shared/validation/messages';

export interface PickOption {
  value: number;
  label: string;
  /** Units available (supplies); a pick then asks for a quantity from 1 to this. */
  available?: number;
}

interface ItemPickerProps {
  label: string;
  options: PickOption[];
  /** Ids already in the shipment: picking one again is refused. */
  added: readonly number[];
  onAdd: (value: number, quantity: number) => void;
  loading: boolean;
  disabled: boolean;
  withQuantity?: boolean;
}

interface Pick {
  itemId: number | null;
  quantity: number | null;
}

const NOTHING_PICKED: Pick = { itemId: null, quantity: 1 };

/**
 * One kind of item (component by serial, kit, supply) picked and added to the shipment. Adding with
 * nothing picked, or an item already added, says "product already added or not selected"; a supply's
 * quantity runs from 1 to what the origin has. The pick is a small form of its own, checked on Add.
 */
export function ItemPicker({ label, options, added, onAdd, loading, disabled, withQuantity = false }: ItemPickerProps) {
  const { t } = useTranslation();
  const pick = useFormik<Pick>({
    initialValues: NOTHING_PICKED,
    validateOnChange: false,
    validateOnBlur: false,
    validate: ({ itemId, quantity }) => {
      if (itemId === null || added.includes(itemId)) return { itemId: 'shipments.errors.duplicateItem' };
      const available = options.find((o) => o.value === itemId)?.available ?? 0;
      if (withQuantity && (quantity === null || quantity < 1 || quantity > available)) {
        return { quantity: validationMessage('shipments.errors.quantity', { max: available }) };
      }
      return {};
    },
    onSubmit: ({ itemId, quantity }, helpers) => {
      onAdd(itemId!, withQuantity ? quantity! : 1);
      helpers.resetForm();
    },
  });

  return (
    <FormikProvider value={pick}>
      <div className="flex gap-2 align-items-end flex-wrap">
        <div className="flex-1" style={{ minWidth: '16rem' }}>
          <ChoiceInput name="itemId" label={label} source={{ options, loading, error: null }} disabled={disabled}
            placeholder={t('shipments.placeholders.item')} emptyMessage={t('shipments.empty.items')} />
        </div>
        {withQuantity && (
          <div style={{ width: '9rem' }}>
            <NumberInput name="quantity" label={t('shipments.fields.quantity')} min={0} disabled={disabled} />
          </div>
        )}
        <Button type="button" outlined icon="pi pi-plus" label={t('shipments.actions.add')} disabled={disabled} onClick={() => void pick.submitForm()} />
      </div>
    </FormikProvider>
  );
}
