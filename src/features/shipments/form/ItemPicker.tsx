import { useId, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '../../../shared/forms/FormField';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';

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

/**
 * One kind of item (component by serial, kit, supply) picked and added to the shipment. Adding with
 * nothing picked, or an item already added, says "product already added or not selected"; a supply's
 * quantity runs from 1 to what the origin has.
 */
export function ItemPicker({ label, options, added, onAdd, loading, disabled, withQuantity = false }: ItemPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const quantityId = useId();
  const expanded = useComboboxExpanded();
  const [value, setValue] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [error, setError] = useState<string | null>(null);
  const available = options.find((o) => o.value === value)?.available ?? 0;

  const add = () => {
    if (value === null || added.includes(value)) return setError(t('shipments.errors.duplicateItem'));
    if (withQuantity && (quantity === null || quantity < 1 || quantity > available)) {
      return setError(t('shipments.errors.quantity', { max: available }));
    }
    onAdd(value, withQuantity ? quantity! : 1);
    setError(null);
    setValue(null);
    setQuantity(1);
  };

  return (
    <div className="flex gap-2 align-items-end flex-wrap">
      <div className="flex-1" style={{ minWidth: '16rem' }}>
        <FormField id={id} label={label} error={error}>
          <Dropdown
            {...expanded}
            pt={DROPDOWN_READER_PT}
            inputId={id}
            value={value}
            options={options}
            onChange={(e) => setValue((e.value as number | null) ?? null)}
            placeholder={t('shipments.placeholders.item')}
            emptyMessage={t('shipments.empty.items')}
            filter={options.length > 10}
            loading={loading}
            disabled={disabled}
            className={`w-full ${error ? 'p-invalid' : ''}`}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
          />
        </FormField>
      </div>
      {withQuantity && (
        <div style={{ width: '9rem' }}>
          <FormField id={quantityId} label={t('shipments.fields.quantity')} error={null}>
            <InputNumber
              inputId={quantityId}
              value={quantity}
              onValueChange={(e) => setQuantity(e.value ?? null)}
              min={0}
              disabled={disabled}
              inputClassName="w-full"
              className="w-full"
            />
          </FormField>
        </div>
      )}
      <button type="button" className="p-button p-button-outlined" disabled={disabled} onClick={add}>
        <span className="pi pi-plus mr-2" aria-hidden="true" />
        {t('shipments.actions.add')}
      </button>
    </div>
  );
}
